// The listing dialog as a route (/user-dashboard/new-listing, /user-dashboard/listings/:id/edit):
// saves locally first, queues the new photos, and says what happens next.
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '@/features/auth';
import { toast } from '@/stores/toast-store';
import { useSyncStore } from '@/stores/sync-store';
import { ListingDialog, type DialogPhoto, type ListingSubmit } from '../../components/listing-dialog';
import { CONTENT_KEYS, type ListingDraft } from '@/domain/listing';
import { createListing, updateListing } from '../../data/listing-writes';
import { enqueuePhotos, removeQueuedPhoto } from '../../data/photo-queue/upload-queue';
import { usePhotoQueue } from '../../data/photo-queue/use-photo-queue';
import { useOwnerListings } from '../../data/use-owner-listings';
import { applyOtherVersion, conflictsOf, dismissConflict, useConflictRecords } from '../../data/use-listing-conflicts';

const NOT_FOUND = 'Could not find the listing you were looking for.';

export function ListingEditor({ mode }: { mode: 'create' | 'edit' }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const online = useSyncStore((s) => s.online);
  const { listings, loading } = useOwnerListings();
  const listing = mode === 'edit' ? listings.find((l) => l.id === id) : undefined;
  const { photos } = usePhotoQueue(mode === 'edit' ? id : '__none__');
  const missing = mode === 'edit' && !loading && !listing;
  const records = useConflictRecords(mode === 'edit' ? user?.uid : null);

  useEffect(() => {
    if (!missing) return;
    toast({ title: 'Error', description: NOT_FOUND, variant: 'destructive' });
    navigate('/user-dashboard/listings', { replace: true });
  }, [missing, navigate]);

  const initial = useMemo(
    () => (listing ? (Object.fromEntries(CONTENT_KEYS.map((k) => [k, listing[k]])) as unknown as ListingDraft) : undefined),
    // Only the listing it opened with: a sync arriving while the owner types must not reset the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [listing?.id],
  );
  const queued: DialogPhoto[] = photos.map((p) => ({ key: p.id, src: p.src, kind: 'queued', label: p.fileName }));

  const handleClose = () => navigate('/user-dashboard/listings');

  const handleSubmit = async ({ draft: typed, removedQueued, newFiles }: ListingSubmit) => {
    let draft = typed;
    if (!user) throw new Error('Please log in again.');
    // Photos that finished uploading while the dialog was open are not in its copy: keep them.
    const arrived = (listing?.images ?? []).filter((url) => !initial?.images.includes(url) && !draft.images.includes(url));
    if (arrived.length > 0) draft = { ...draft, images: [...draft.images, ...arrived].slice(0, 10) };
    const listingId = mode === 'edit' && id ? id : await createListing(user.uid, draft);
    if (mode === 'edit' && id) await updateListing(user.uid, id, draft);
    try {
      for (const key of removedQueued) await removeQueuedPhoto(key);
      if (newFiles.length > 0) await enqueuePhotos(user.uid, listingId, newFiles);
    } catch (error) {
      console.error('Photos could not be queued', error);
      toast({ title: 'Error', description: 'Failed to upload one or more images.', variant: 'destructive' });
    }
    const next = mode === 'create' ? 'Your listing awaits admin approval.' : 'Your listing awaits admin re-approval.';
    toast({
      title: mode === 'create' ? 'Listing submitted!' : 'Changes saved',
      description: online ? next : `${next} You are offline: it is saved on this device and syncs when you are back online.`,
      variant: 'success',
    });
    navigate('/user-dashboard/listings');
  };

  if (mode === 'edit' && !listing) return null;
  return (
    <ListingDialog
      open
      mode={mode}
      initial={initial}
      queuedPhotos={queued}
      onSubmit={handleSubmit}
      onClose={handleClose}
      conflicts={listing ? conflictsOf(records, listing) : undefined}
      onUseConflict={(record) => applyOtherVersion(record.uid, record)}
      onDismissConflict={dismissConflict}
      keepDraftAs={mode === 'create' && user ? `new:${user.uid}` : undefined}
    />
  );
}
