// What the app's sync runs for a signed-in owner, in one chunk loaded through the feature's
// index (ownerSyncSpec): the replications of their listings, notifications, reviews,
// payments and leads, the photo upload queue, and what it keeps on this device outside RxDB (the
// analytics figures, the versions conflict merges overrode).
import type { UserReplication, UserSyncModule } from '@/lib/db/user-collections';
import { ownerListingsSync } from './owner-listings-collection';
import { notificationsSync } from './notifications-collection';
import { listingReviewsSync } from './listing-reviews-collection';
import { payments } from './payments-collection';
import { leadsSync } from './leads-collection';
import { startPhotoQueue, stopPhotoQueue } from './photo-sync';
import { removeSavedStats } from './saved-listing-stats';
import { removeConflictRecords } from './conflict-records';

export const OWNER_DATA: UserReplication[] = [ownerListingsSync, notificationsSync, listingReviewsSync, payments.sync, leadsSync];

export { startPhotoQueue, stopPhotoQueue };

const removeLocal = async (keepUid: string | null) => {
  await Promise.all([removeSavedStats(keepUid), removeConflictRecords(keepUid)]);
};

export default { kinds: OWNER_DATA, startUser: startPhotoQueue, stopUser: stopPhotoQueue, removeLocal } satisfies UserSyncModule;
