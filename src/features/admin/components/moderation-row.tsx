// One listing in the Listings tab's compact view: thumbnail, title, owner, category, status,
// created date and the same actions as the card, in one dense row on a desktop and a short
// stacked block on a phone.
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { ListingImage } from '@/features/listings';
import { RelativeTime } from '@/components/relative-time';
import type { AdminListing } from '../data/use-admin-listings';
import { ModerationActions, type CardAction } from './moderation-actions';
import { StatusPill } from './status-pill';
import { ellipsis, media } from '@/lib/style';

interface Props {
  listing: AdminListing;
  busy: CardAction | null;
  onApprove: (listing: AdminListing) => void;
  onReject: (listing: AdminListing) => void;
  onDelete: (listing: AdminListing) => void;
}

export function ModerationRow({ listing, busy, onApprove, onReject, onDelete }: Props) {
  const titleId = `admin-row-${listing.id}`;
  return (
    <Row data-testid="admin-listing" aria-labelledby={titleId} aria-busy={busy !== null}>
      <Thumb src={listing.images[0]} alt="" width={56} height={56} loading="lazy" />
      <Main>
        <Title id={titleId}>{listing.title || 'Untitled listing'}</Title>
        <Owner>
          {listing.ownerName || 'Unknown owner'}
          {listing.ownerEmail && <> · {listing.ownerEmail}</>}
        </Owner>
        {listing.status === 'rejected' && listing.rejectionReason && (
          <Reason data-testid="rejection-reason">Reason: {listing.rejectionReason}</Reason>
        )}
      </Main>
      <Meta>
        <StatusPill status={listing.status} />
        <span>{listing.category}</span>
        <span>
          <RelativeTime ms={listing.createdAt} mode="date" />
        </span>
      </Meta>
      <Actions>
        <ModerationActions listing={listing} busy={busy} onApprove={onApprove} onReject={onReject} onDelete={onDelete} compact />
      </Actions>
    </Row>
  );
}

// Phone: thumbnail beside title and meta, actions underneath. Desktop: one line, actions last.
const Row = styled.article`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr);
  grid-template-areas:
    'thumb main'
    'thumb meta'
    'actions actions';
  gap: ${theme.space(1)} ${theme.space(3)};
  align-items: center;
  padding: ${theme.space(3)};
  border-bottom: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  &:last-child {
    border-bottom: 0;
  }
  [aria-disabled='true'] {
    opacity: 0.6;
    cursor: progress;
  }
  ${media.up('lg')} {
    grid-template-columns: 56px minmax(0, 1fr) 290px auto;
    grid-template-areas: 'thumb main meta actions';
    gap: ${theme.space(4)};
    padding: ${theme.space(2)} ${theme.space(4)};
  }
`;

const Thumb = styled(ListingImage)`
  grid-area: thumb;
  align-self: start;
  width: 56px;
  height: 56px;
  border-radius: ${theme.radius.sm};
  object-fit: cover;
  background: ${theme.color.surfaceAlt};
`;

const Main = styled.div`
  grid-area: main;
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${theme.size.md};
  ${ellipsis}
`;

const Owner = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  ${ellipsis}
`;

const Reason = styled(Owner)`
  color: ${theme.color.dangerText};
`;

const Meta = styled.p`
  grid-area: meta;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  ${media.up('lg')} {
    flex-wrap: nowrap;
    white-space: nowrap;
  }
`;

const Actions = styled.div`
  grid-area: actions;
  margin-top: ${theme.space(2)};
  ${media.up('lg')} {
    margin-top: 0;
  }
`;
