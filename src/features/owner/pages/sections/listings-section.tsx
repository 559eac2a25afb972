// My Listings: the owner's listings from this device (drafts included), with their
// moderation and sync state, and the way to add, edit and delete them.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { CloudOff, Plus } from '@/components/icons';
import { ConfirmDialog } from '@/components/dialog';
import { Heading } from '@/components/section-placeholder';
import { Skeleton } from '@/components/skeleton';
import { toast } from '@/stores/toast-store';
import { useSyncStore } from '@/stores/sync-store';
import { useSession } from '@/features/auth';
import { NoPackageNotice, useNeedsPackage } from '../../components/no-package-notice';
import { OwnerListingCard } from '../../components/owner-listing-card';
import { deleteListing } from '../../data/listing-writes';
import { retryPhoto } from '../../data/photo-queue/upload-queue';
import { usePhotoQueue } from '../../data/photo-queue/use-photo-queue';
import { useOwnerListings, type OwnerListingItem } from '../../data/use-owner-listings';
import { applyOtherVersion, conflictsOf, dismissConflict, useConflictRecords } from '../../data/use-listing-conflicts';

export function ListingsSection() {
  const { user } = useSession();
  const { listings, loading, error } = useOwnerListings();
  const { photos, storageUnreachable } = usePhotoQueue();
  const online = useSyncStore((s) => s.online);
  const [toDelete, setToDelete] = useState<OwnerListingItem | null>(null);
  const conflicts = useConflictRecords(user?.uid);
  const needsPackage = useNeedsPackage();

  const handleConfirmDelete = async () => {
    const listing = toDelete;
    setToDelete(null);
    if (!listing || !user) return;
    try {
      await deleteListing(user.uid, listing.id);
      toast({ title: 'Listing Deleted', description: 'The listing has been successfully removed.', variant: 'success' });
    } catch (e) {
      toast({ title: 'Delete Failed', description: e instanceof Error ? e.message : 'Something went wrong', variant: 'destructive' });
    }
  };

  const waitingPhotos = photos.filter((p) => p.status !== 'failed');
  return (
    <section aria-labelledby="my-listings">
      <Heading id="my-listings">My Listings</Heading>
      {needsPackage && <NoPackageNotice />}
      {storageUnreachable && waitingPhotos.length > 0 && (
        <Notice role="status" data-testid="photos-queued-notice">
          <CloudOff size={18} aria-hidden="true" />
          <span>
            {waitingPhotos.length} photo{waitingPhotos.length === 1 ? ' is' : 's are'} saved on this device and will upload
            when photo storage can be reached. Nothing is lost.
          </span>
        </Notice>
      )}
      {error && <ErrorLine role="alert">{error}</ErrorLine>}
      <Grid>
        {loading
          ? [0, 1].map((i) => <Skeleton key={i} $h="360px" $radius="18px" />)
          : listings.map((listing) => {
              const mine = photos.filter((p) => p.listingId === listing.id);
              return (
                <OwnerListingCard
                  key={listing.id}
                  listing={listing}
                  localPhoto={mine[0]?.src}
                  photos={mine}
                  offline={!online}
                  onDelete={setToDelete}
                  onRetryPhotos={() => mine.filter((p) => p.status === 'failed').forEach((p) => void retryPhoto(p.id))}
                  conflicts={conflictsOf(conflicts, listing)}
                  onUseConflict={(record) => applyOtherVersion(record.uid, record)}
                  onDismissConflict={dismissConflict}
                />
              );
            })}
        <AddTile to="/user-dashboard/new-listing">
          <Plus size={28} aria-hidden="true" />
          <strong>Add a New Listing</strong>
          {needsPackage ? (
            <Warn data-testid="add-tile-needs-package">No active package: choose a plan before you submit. You can start the form now.</Warn>
          ) : (
            <span>Works offline too: it syncs when you are back online.</span>
          )}
        </AddTile>
      </Grid>
      <ConfirmDialog
        open={!!toDelete}
        title="Delete this listing?"
        message={toDelete ? `“${toDelete.title}” will be removed from Forkful. This cannot be undone.` : ''}
        confirmLabel="Delete listing"
        destructive
        onConfirm={() => void handleConfirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

const AddTile = styled(Link)`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${theme.space(2)};
  min-height: 240px;
  padding: ${theme.space(6)};
  border: 2px dashed ${theme.color.border};
  border-radius: ${theme.radius.lg};
  color: ${theme.color.text};
  text-align: center;
  text-decoration: none;
  svg {
    color: ${theme.color.primary};
  }
  span {
    color: ${theme.color.textMuted};
    font-size: ${theme.size.sm};
  }
  &:hover {
    border-color: ${theme.color.primary};
    background: ${theme.color.primarySoft};
  }
`;

// The tile turns primarySoft under the pointer: the warning's amber falls to 4.3:1 there, this
// dark orange keeps 4.5:1 on white and on the hover.
const Warn = styled.span`
  && {
    color: ${theme.color.primaryHover};
    font-weight: 600;
  }
`;

const Notice = styled.p`
  display: flex;
  gap: ${theme.space(2)};
  align-items: flex-start;
  margin: 0 0 ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.warningSoft};
  color: ${theme.color.noticeText};
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

const ErrorLine = styled.p`
  color: ${theme.color.danger};
  font-weight: 600;
`;
