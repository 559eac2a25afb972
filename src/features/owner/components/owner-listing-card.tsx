import { useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { AlertTriangle, CloudUpload, MapPin, Pencil, Trash2 } from '@/components/icons';
import { IconButton } from '@/components/button';
import { Badge, LISTING_STATUS_BADGE } from '@/components/badge';
import { ListingImage, Rating } from '@/features/listings';
import type { ListingStatus } from '@/domain/listing';
import type { QueuedPhotoView } from '../data/photo-queue/use-photo-queue';
import type { OwnerListingItem } from '../data/use-owner-listings';
import type { ConflictRecord } from '../data/conflict-records';
import { ConflictNotice } from './conflict-notice';
import { PhotoUploadList } from './photo-upload-list';

interface Props {
  listing: OwnerListingItem;
  /** First local photo still waiting to upload (object URL), shown when nothing is uploaded yet. */
  localPhoto?: string;
  /** This listing's photos still on the device (waiting, uploading or failed). */
  photos: QueuedPhotoView[];
  offline: boolean;
  onDelete: (listing: OwnerListingItem) => void;
  onRetryPhotos: () => void;
  /** Versions of this listing's fields a conflict merge overrode on this device. */
  conflicts?: readonly ConflictRecord[];
  onUseConflict?: (record: ConflictRecord) => Promise<void>;
  onDismissConflict?: (record: ConflictRecord) => Promise<void>;
}

const NO_CONFLICTS: readonly ConflictRecord[] = [];
const noop = async () => undefined;

const STATUS_LABEL: Record<ListingStatus, string> = { pending: 'Pending review', approved: 'Approved', rejected: 'Rejected' };

/** One of the owner's listings in My Listings, with its moderation and sync state. */
export function OwnerListingCard(props: Props) {
  const { listing, localPhoto, photos, offline, onDelete, onRetryPhotos, conflicts = NO_CONFLICTS } = props;
  const editRef = useRef<HTMLAnchorElement>(null);
  const photosFailed = photos.filter((p) => p.status === 'failed').length;
  const photosWaiting = photos.length - photosFailed;
  const waiting = listing.waiting || photosWaiting > 0;
  return (
    <Card data-testid="owner-listing" aria-labelledby={`listing-${listing.id}`}>
      <Media>
        <Photo src={listing.images[0] ?? localPhoto} alt="" width={400} height={240} loading="lazy" />
        <StatusBadge $tone={LISTING_STATUS_BADGE[listing.status].tone} data-testid="listing-status">
          {STATUS_LABEL[listing.status]}
        </StatusBadge>
      </Media>
      <Body>
        <Title id={`listing-${listing.id}`}>{listing.title}</Title>
        <ConflictNotice
          records={conflicts}
          onUse={props.onUseConflict ?? noop}
          onDismiss={props.onDismissConflict ?? noop}
          focusAfter={() => editRef.current}
        />
        {waiting && (
          <SyncNote role="status" data-testid="waiting-to-sync">
            <CloudUpload size={15} aria-hidden="true" />
            {listing.waiting ? 'Waiting to sync' : 'Photos waiting to upload'}
            {photosWaiting > 0 && listing.waiting && ` · ${photosWaiting} photo${photosWaiting === 1 ? '' : 's'} to upload`}
          </SyncNote>
        )}
        <PhotoUploadList photos={photos} offline={offline} />
        {photosFailed > 0 && (
          <FailNote role="alert">
            <AlertTriangle size={15} aria-hidden="true" /> Failed to upload one or more images.
            <RetryButton type="button" onClick={onRetryPhotos}>
              Retry
            </RetryButton>
          </FailNote>
        )}
        {listing.status === 'rejected' && listing.rejectionReason && (
          <Reason data-testid="rejection-reason">
            <strong>Reason:</strong> {listing.rejectionReason}
          </Reason>
        )}
        <Description>{listing.description || 'No description yet.'}</Description>
        {listing.reviewCount > 0 ? <Rating value={listing.rating} count={listing.reviewCount} /> : <NoReviews>No reviews yet</NoReviews>}
        <Where>
          <MapPin size={14} aria-hidden="true" />
          <span>{[listing.address, listing.city].filter(Boolean).join(', ')}</span>
        </Where>
      </Body>
      <Actions>
        {listing.status === 'approved' && !listing.waiting && <ViewLink to={`/listing/${listing.id}`}>View public page</ViewLink>}
        <ActionLink ref={editRef} to={`/user-dashboard/listings/${listing.id}/edit`} aria-label={`Edit ${listing.title}`}>
          <Pencil size={16} aria-hidden="true" /> Edit
        </ActionLink>
        <DeleteButton onClick={() => onDelete(listing)} aria-label={`Delete ${listing.title}`}>
          <Trash2 size={16} aria-hidden="true" /> Delete
        </DeleteButton>
      </Actions>
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
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 5 / 3;
  background: ${theme.color.surfaceAlt};
`;

const Photo = styled(ListingImage)`
  width: 100%;
  height: 100%;
  object-fit: cover;
  display: block;
`;

const StatusBadge = styled(Badge)`
  position: absolute;
  top: ${theme.space(3)};
  left: ${theme.space(3)};
  padding: 4px 10px;
  line-height: normal;
  white-space: normal;
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  padding: ${theme.space(4)};
  flex: 1;
  align-content: start;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${theme.size.lg};
  overflow-wrap: anywhere;
`;

const SyncNote = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-size: ${theme.size.sm};
  font-weight: 600;
  color: ${theme.color.badgePendingText};
`;

const FailNote = styled(SyncNote)`
  color: ${theme.color.danger};
`;

const Reason = styled.p`
  margin: 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.badgeDangerBg};
  color: ${theme.color.dangerText};
  font-size: ${theme.size.sm};
`;

const Description = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const NoReviews = styled.p`
  margin: 0;
  font-size: ${theme.size.sm};
  color: ${theme.color.textMuted};
`;

const Where = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-size: ${theme.size.sm};
  color: ${theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-top: 1px solid ${theme.color.border};
`;

const ViewLink = styled(Link)`
  margin-right: auto;
  font-size: ${theme.size.sm};
  font-weight: 600;
`;

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 12px;
  margin-left: auto;
  border-radius: ${theme.radius.sm};
  font-weight: 600;
  font-size: ${theme.size.sm};
  color: ${theme.color.text};
  text-decoration: none;
  border: 1px solid ${theme.color.border};
  &:hover {
    border-color: ${theme.color.primary};
  }
`;

const DeleteButton = styled(IconButton)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  width: auto;
  min-height: 40px;
  padding: 0 12px;
  border-radius: ${theme.radius.sm};
  font-weight: 600;
  font-size: ${theme.size.sm};
  color: ${theme.color.danger};
  border: 1px solid ${theme.color.border};
`;

const RetryButton = styled.button`
  min-height: 32px;
  padding: 0 10px;
  border: 1px solid currentColor;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;
