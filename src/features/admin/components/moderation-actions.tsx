// The foot of a moderation card, or the end of a compact row: Approve and Reject while pending,
// then View, Edit and Delete.
// A running call shows its progress on its own button and holds the others (aria-disabled keeps
// them focusable; the section ignores their clicks).
import { Link } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { theme } from '@/lib/theme';
import { Check, Eye, LoaderCircle, Pencil, Trash2, X } from '@/components/icons';
import { Button } from '@/components/button';
import type { AdminListing } from '../data/use-admin-listings';
import { media } from '@/lib/style';

export type CardAction = 'approve' | 'reject' | 'delete';

interface Props {
  listing: AdminListing;
  busy: CardAction | null;
  onApprove: (listing: AdminListing) => void;
  onReject: (listing: AdminListing) => void;
  onDelete: (listing: AdminListing) => void;
  /** One tight row (the list view) rather than the card's two full-width rows. */
  compact?: boolean;
}

export function ModerationActions({ listing, busy, onApprove, onReject, onDelete, compact = false }: Props) {
  const working = busy !== null;
  const progress = (action: CardAction, idle: string, running: string) => (busy === action ? running : idle);
  return (
    <Wrap $compact={compact}>
      {listing.status === 'pending' && (
        <Moderation $compact={compact}>
          <Button $size="sm" onClick={() => onApprove(listing)} aria-disabled={working} aria-busy={busy === 'approve'}>
            {busy === 'approve' ? <Spin size={16} aria-hidden="true" /> : <Check size={16} aria-hidden="true" />}
            {progress('approve', 'Approve', 'Approving…')}
          </Button>
          <RejectButton
            $size="sm"
            $variant="secondary"
            onClick={() => onReject(listing)}
            aria-disabled={working}
            aria-busy={busy === 'reject'}
          >
            {busy === 'reject' ? <Spin size={16} aria-hidden="true" /> : <X size={16} aria-hidden="true" />}
            {progress('reject', 'Reject', 'Rejecting…')}
          </RejectButton>
        </Moderation>
      )}
      <Actions $compact={compact}>
        <ActionLink to={`/listing/${listing.id}`} aria-label={`View ${listing.title}`}>
          <Eye size={16} aria-hidden="true" /> View
        </ActionLink>
        <ActionLink to={`/admin/listings/${listing.id}/edit`} aria-label={`Edit ${listing.title}`}>
          <Pencil size={16} aria-hidden="true" /> Edit
        </ActionLink>
        <DeleteButton
          type="button"
          onClick={() => onDelete(listing)}
          aria-disabled={working}
          aria-busy={busy === 'delete'}
          aria-label={`Delete ${listing.title}`}
        >
          {busy === 'delete' ? <Spin size={16} aria-hidden="true" /> : <Trash2 size={16} aria-hidden="true" />}
          {progress('delete', 'Delete', 'Deleting…')}
        </DeleteButton>
      </Actions>
    </Wrap>
  );
}

type Compact = { $compact: boolean };

// display: contents keeps the card's two rows children of the card itself.
const Wrap = styled.div<Compact>`
  display: ${({ $compact }) => ($compact ? 'flex' : 'contents')};
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(2)};
  ${({ $compact }) => $compact && wideRow}
`;

// A wide screen's row: every action on one line, each at its own width.
const wideRow = css`
  ${media.up('lg')} {
    flex-wrap: nowrap;
    align-items: center;
  }
`;

const wideGroup = css`
  ${media.up('lg')} {
    display: flex;
    flex: none;
    flex-wrap: nowrap;
    & > * {
      flex: none;
      padding: 0 10px;
    }
  }
`;

const Moderation = styled.div<Compact>`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space(2)};
  padding: ${({ $compact }) => ($compact ? '0' : `0 ${theme.space(4)} ${theme.space(3)}`)};
  flex: ${({ $compact }) => ($compact ? '2 1 180px' : 'none')};
  ${({ $compact }) => $compact && wideGroup}
`;

const RejectButton = styled(Button)`
  color: ${theme.color.danger};
`;

const Actions = styled.div<Compact>`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  padding: ${({ $compact }) => ($compact ? '0' : `${theme.space(3)} ${theme.space(4)}`)};
  border-top: ${({ $compact }) => ($compact ? '0' : `1px solid ${theme.color.border}`)};
  flex: ${({ $compact }) => ($compact ? '3 1 240px' : 'none')};
  & > * {
    flex: 1 1 0;
  }
  ${({ $compact }) => $compact && wideGroup}
`;

const actionStyles = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 12px;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  background: transparent;
  cursor: pointer;
`;

const ActionLink = styled(Link)`
  ${actionStyles}
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text};
  font-size: ${theme.size.sm};
  &:hover {
    border-color: ${theme.color.primary};
  }
`;

const DeleteButton = styled.button`
  ${actionStyles}
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.danger};
  font-size: ${theme.size.sm};
  &:hover {
    border-color: ${theme.color.danger};
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spin = styled(LoaderCircle)`
  animation: ${spin} 0.8s linear infinite;
  ${media.reducedMotion} {
    animation-duration: 2.4s;
  }
`;
