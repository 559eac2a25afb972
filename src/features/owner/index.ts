// Public surface of the owner feature. Its pages (the /user-dashboard shell and sections) are
// lazy-loaded by path in the router. Only components and plain data live here (no Firebase or
// RxDB at runtime): the admin area reuses the listing dialog and the listing schema through it.
import type { UserSyncSpec } from '@/lib/db/user-collections';
export { ListingDialog } from './components/listing-dialog';
export type { DialogPhoto, ListingDialogProps, ListingSubmit, OwnerOption } from './components/listing-dialog';
export { CONTENT_KEYS, emptyDraft, ownerListingSchema } from './data/owner-listing-schema';
export type { ListingDraft, ListingStatus, OwnerListing } from './data/owner-listing-schema';
export { toOwnerListingDoc } from './data/to-owner-listing';

/** The owner's replications and photo queue: a chunk only signed-in users (or a sweep) load. */
export const ownerSyncSpec: UserSyncSpec = {
  prefixes: ['mylistings', 'notifications', 'ownerreviews', 'listingreviews', 'payments', 'leads'],
  audience: 'user',
  load: () => import('./data/owner-sync'),
};
