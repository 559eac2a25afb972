// Public surface of the owner feature. Its pages (the /user-dashboard shell and sections) are
// lazy-loaded by path in the router. Only components and plain data live here (no Firebase or
// RxDB at runtime): the admin area reuses the listing dialog through it. The listing's schema and
// types live in the listing domain (@/domain/listing).
import type { UserSyncSpec } from '@/lib/db/user-collections';
export { ListingDialog } from './components/listing-dialog';
export type { DialogPhoto, ListingDialogProps, ListingSubmit, OwnerOption } from './components/listing-dialog';

/** The owner's replications and photo queue: a chunk only signed-in users (or a sweep) load. */
export const ownerSyncSpec: UserSyncSpec = {
  prefixes: ['mylistings', 'notifications', 'ownerreviews', 'listingreviews', 'payments', 'leads'],
  audience: 'user',
  load: () => import('./data/owner-sync'),
};
