// One listing in the admin's Listings tab: what it is, whose it is, its moderation state, and
// the actions (Approve and Reject while pending; View, Edit and Delete always).
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Tag, UserRound } from '@/components/icons';
import { ListingImage } from '@/features/listings';
import type { AdminListing } from '../data/use-admin-listings';
import { ModerationActions, type CardAction } from './moderation-actions';
import { RelativeTime } from '@/components/relative-time';
import { StatusPill } from './status-pill';

export type { CardAction };

interface Props {
  listing: AdminListing;
  /** The call running for this listing, if any: every action waits for it. */
  busy: CardAction | null;
  onApprove: (listing: AdminListing) => void;
  onReject: (listing: AdminListing) => void;
  onDelete: (listing: AdminListing) => void;
}

export function ModerationCard({ listing, busy, onApprove, onReject, onDelete }: Props) {
  const titleId = `admin-listing-${listing.id}`;
  const working = busy !== null;
  return (
    <Card data-testid="admin-listing" aria-labelledby={titleId} aria-busy={working}>
      <Media>
        <Photo src={listing.images[0]} alt="" width={400} height={200} loading="lazy" />
        <StatusBadge status={listing.status} />
      </Media>
      <Body>
        <Title id={titleId}>{listing.title || 'Untitled listing'}</Title>
        <Owner>
          <UserRound size={14} aria-hidden="true" />
          <span>
            <strong>{listing.ownerName || 'Unknown owner'}</strong>
            {listing.ownerEmail && <Email>{listing.ownerEmail}</Email>}
          </span>
        </Owner>
        <Meta>
          <span>
            <Tag size={14} aria-hidden="true" /> {listing.category}
          </span>
          <span>
            Created <RelativeTime ms={listing.createdAt} mode="date" />
          </span>
        </Meta>
        {listing.status === 'rejected' && listing.rejectionReason && (
          <Reason data-testid="rejection-reason">
            <strong>Reason:</strong> {listing.rejectionReason}
          </Reason>
        )}
        <Description>{listing.description || 'No description.'}</Description>
      </Body>
      <ModerationActions listing={listing} busy={busy} onApprove={onApprove} onReject={onReject} onDelete={onDelete} />
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  box-shadow: ${theme.shadow.card};
  [aria-disabled='true'] {
    opacity: 0.6;
    cursor: progress;
  }
`;

// overflow: hidden lets aspect-ratio win over the picture's own height in the column flexbox.
const Media = styled.div`
  position: relative;
  flex: none;
  overflow: hidden;
  aspect-ratio: 2 / 1;
  background: ${theme.color.surfaceAlt};
`;

const Photo = styled(ListingImage)`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const StatusBadge = styled(StatusPill)`
  position: absolute;
  top: ${theme.space(3)};
  left: ${theme.space(3)};
`;

const Body = styled.div`
  display: grid;
  flex: 1;
  align-content: start;
  gap: ${theme.space(2)};
  padding: ${theme.space(4)};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${theme.size.lg};
  overflow-wrap: anywhere;
`;

const Owner = styled.p`
  display: flex;
  gap: 6px;
  margin: 0;
  font-size: ${theme.size.sm};
  svg {
    flex: none;
    margin-top: 3px;
    color: ${theme.color.textMuted};
  }
  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Email = styled.span`
  display: block;
  color: ${theme.color.textMuted};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.size.sm};
  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Reason = styled.p`
  margin: 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.badgeDangerBg};
  color: ${theme.color.dangerText};
  font-size: ${theme.size.sm};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;
