// The signed-in diner's own reviews on this device: a per-user collection (see
// src/lib/db/user-collections.ts) replicated both ways with reviews/ where userId == uid, so a
// review written offline shows at once, survives reloads and is pushed later.
import type { RxCollection, RxConflictHandler, WithDeleted } from 'rxdb';
import { openUserCollection, userCollectionName, type UserCollectionKind } from '@/lib/db/user-collections';
import { syncedFlagKey } from '@/hooks/use-first-sync';
import { num, str, toMillis } from '@/lib/db/coerce';
import { reviewSchema, type Review } from './review-schema';

export const MY_REVIEWS_PREFIX = 'myreviews';

export const myReviewsCollectionName = (uid: string) => userCollectionName(MY_REVIEWS_PREFIX, uid);

/**
 * Shapes a pulled (or conflicting) Firestore review for the local schema. It is pushed back
 * whole, so it keeps the server's values as they are (a rating is never "corrected" here).
 */
export function toReviewDoc(raw: Record<string, unknown>): WithDeleted<Review> {
  const createdAt = toMillis(raw.createdAt);
  return {
    id: str(raw.id),
    listingId: str(raw.listingId),
    userId: str(raw.userId),
    customerName: str(raw.customerName),
    rating: num(raw.rating),
    comment: str(raw.comment),
    createdAt,
    updatedAt: toMillis(raw.updatedAt) || createdAt,
    _deleted: raw._deleted === true,
  };
}

/**
 * A tombstone on the server is final (the author deleted it on another device, or an admin
 * removed it: the author may not bring it back); otherwise the later edit wins, ties keep this
 * device's. The default handler would always keep the server's copy and drop an offline edit.
 */
export const reviewConflictHandler: RxConflictHandler<Review> = {
  isEqual(a, b) {
    const x = toReviewDoc(a as never);
    const y = toReviewDoc(b as never);
    return x._deleted === y._deleted && x.updatedAt === y.updatedAt && x.rating === y.rating && x.comment === y.comment && x.customerName === y.customerName;
  },
  async resolve({ newDocumentState, realMasterState }) {
    const master = toReviewDoc(realMasterState as never);
    if (master._deleted) return master;
    return newDocumentState.updatedAt >= master.updatedAt ? newDocumentState : master;
  },
};

export const MY_REVIEWS: UserCollectionKind<Review> = {
  prefix: MY_REVIEWS_PREFIX,
  schema: reviewSchema,
  conflictHandler: reviewConflictHandler,
  localKeys: (name) => [syncedFlagKey(name)],
};

export const getMyReviewsCollection = (uid: string): Promise<RxCollection<Review>> => openUserCollection(MY_REVIEWS, uid);
