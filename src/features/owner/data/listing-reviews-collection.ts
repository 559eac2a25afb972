// The reviews of the signed-in owner's listings on this device: a per-user collection (see
// src/lib/db/user-collections.ts) pulled from users/{uid}/listingReviews, the read model a
// Cloud Function keeps from reviews/. Pull-only: nobody writes it from a client.
import type { RxCollection, WithDeleted } from 'rxdb';
import { startReplication } from '@/lib/db/replicate';
import { openUserCollection, removeUserCollections, userCollectionName, type UserCollectionKind, type UserReplication } from '@/lib/db/user-collections';
import { syncedFlagKey } from '@/hooks/use-first-sync';
import { listingReviewSchema, type ListingReview } from './listing-review-schema';
import { str, toMillis } from '@/lib/db/coerce';

const PREFIX = 'ownerreviews';
/** The collections of this read model before the reply fields (schema without them): swept. */
export const LEGACY_PREFIX = 'listingreviews';

export const listingReviewsCollectionName = (uid: string) => userCollectionName(PREFIX, uid);

/** Firestore path of the owner's read model of reviews (docs/data-model.md). */
export const listingReviewsPath = (uid: string) => `users/${uid}/listingReviews`;



/**
 * Shapes a pulled review for the local schema. Nothing is pushed back, so unlike
 * notifications it may normalise freely: the screens get a whole, in-range document.
 */
export function toListingReviewDoc(raw: Record<string, unknown>): WithDeleted<ListingReview> {
  const rating = typeof raw.rating === 'number' && Number.isFinite(raw.rating) ? Math.min(5, Math.max(1, Math.round(raw.rating))) : 1;
  return {
    id: str(raw.id),
    listingId: str(raw.listingId),
    listingTitle: str(raw.listingTitle),
    customerName: str(raw.customerName),
    rating,
    comment: str(raw.comment),
    createdAt: toMillis(raw.createdAt),
    reply: str(raw.reply),
    replyUpdatedAt: raw.reply ? toMillis(raw.replyUpdatedAt) : 0,
    _deleted: raw._deleted === true,
  };
}

const KIND: UserCollectionKind<ListingReview> = {
  prefix: PREFIX,
  schema: listingReviewSchema,
  localKeys: (name) => [syncedFlagKey(name)],
};

const LEGACY_KIND: UserCollectionKind<unknown> = {
  prefix: LEGACY_PREFIX,
  schema: {
    version: 0,
    primaryKey: 'id',
    type: 'object',
    properties: {
      id: { type: 'string', maxLength: 128 },
      listingId: { type: 'string' },
      listingTitle: { type: 'string' },
      customerName: { type: 'string' },
      rating: { type: 'number' },
      comment: { type: 'string' },
      createdAt: { type: 'number' },
    },
    required: ['id', 'listingId', 'listingTitle', 'customerName', 'rating', 'comment', 'createdAt'],
  } as never,
  localKeys: (name) => [syncedFlagKey(name)],
};

export const getListingReviewsCollection = (uid: string): Promise<RxCollection<ListingReview>> => openUserCollection(KIND, uid);

export const listingReviewsSync: UserReplication = {
  name: listingReviewsCollectionName,
  start: async (uid) =>
    startReplication({
      collection: await getListingReviewsCollection(uid),
      path: listingReviewsPath(uid),
      pushEnabled: false,
      pullModifier: toListingReviewDoc,
    }),
  removeLocal: async (keepUid) => {
    await removeUserCollections(LEGACY_KIND, null);
    await removeUserCollections(KIND, keepUid);
  },
};
