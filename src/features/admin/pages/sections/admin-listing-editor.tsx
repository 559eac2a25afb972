// The admin's listing dialog as a route (/admin/new-listing, /admin/listings/:id/edit): picks
// the owner, uploads the new photos first, then saves through the server, published at once.
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '@/features/auth';
import { CONTENT_KEYS, type ListingDraft } from '@/domain/listing';
import { ListingDialog, type ListingSubmit, type OwnerOption } from '@/features/owner';
import { toast } from '@/stores/toast-store';
import { saveListingAsAdmin } from '../../data/admin-listing-writes';
import { uploadAdminPhotos } from '../../data/upload-admin-photos';
import { useAdminListings } from '../../data/use-admin-listings';
import { useAdminProfiles } from '../../data/use-admin-profiles';

const NOT_FOUND = 'Could not find the listing you were looking for.';
const MAX_IMAGES = 10;
const LIST = '/admin/listings';

export function AdminListingEditor({ mode }: { mode: 'create' | 'edit' }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const { listings, loading } = useAdminListings();
  const profiles = useAdminProfiles();
  const listing = mode === 'edit' ? listings.find((l) => l.id === id) : undefined;
  const missing = mode === 'edit' && !loading && !listing;

  useEffect(() => {
    if (!missing) return;
    toast({ title: 'Error', description: NOT_FOUND, variant: 'destructive' });
    navigate(LIST, { replace: true });
  }, [missing, navigate]);

  const owners = useMemo(
    () => profiles.users.map((p): OwnerOption => ({ uid: p.id, name: p.fullName, email: p.email, businessName: p.businessName })),
    [profiles.users],
  );
  const initial = useMemo(
    () => (listing ? (Object.fromEntries(CONTENT_KEYS.map((k) => [k, listing[k]])) as unknown as ListingDraft) : undefined),
    // Only the version it opened with: a sync arriving while the admin types must not reset the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [listing?.id],
  );
  // The version the admin opened: the server refuses the save if the listing changed since.
  const openedAt = useMemo(() => listing?.updatedAt, [listing?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const handleClose = () => navigate(LIST);

  const handleSubmit = async ({ draft, ownerId, newFiles }: ListingSubmit) => {
    if (!user) throw new Error('Please log in again.');
    // Throws 'Failed to upload one or more images.': the dialog stays open with everything typed.
    const uploaded = await uploadAdminPhotos(user.uid, newFiles);
    const images = [...draft.images, ...uploaded].slice(0, MAX_IMAGES);
    await saveListingAsAdmin({
      listingId: mode === 'edit' ? id : undefined,
      ownerId,
      listing: { ...draft, images },
      expectedUpdatedAt: mode === 'edit' ? openedAt : undefined,
    });
    toast(
      mode === 'create'
        ? { title: 'Listing created', description: 'It is approved and now public.', variant: 'success' }
        : { title: 'Changes saved', description: 'The listing is approved and public with your changes.', variant: 'success' },
    );
    navigate(LIST);
  };

  // Edit waits for the listing (and the owners, so the owner field opens filled in).
  if (mode === 'edit' && (!listing || profiles.loading)) return null;
  return (
    <ListingDialog
      open
      mode={mode}
      variant="admin"
      owners={owners}
      initialOwnerId={listing?.ownerId}
      initial={initial}
      onSubmit={handleSubmit}
      onClose={handleClose}
    />
  );
}
