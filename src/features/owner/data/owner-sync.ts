// What src/app/sync.ts runs for a signed-in owner, in one chunk: the replications of their
// listings, notifications, reviews and payments, and the photo upload queue.
import type { UserReplication } from '@/lib/db/user-collections';
import { ownerListingsSync } from './owner-listings-collection';
import { notificationsSync } from './notifications-collection';
import { listingReviewsSync } from './listing-reviews-collection';
import { payments } from './payments-collection';

export const OWNER_DATA: UserReplication[] = [ownerListingsSync, notificationsSync, listingReviewsSync, payments.sync];

export { startPhotoQueue, stopPhotoQueue } from './photo-sync';
