// How the signed-in diner's own reviews replicate (loaded by the app's sync through the
// feature's index, reviewsSyncSpec), and how they are forgotten. Every local write is recorded
// as unpushed first ("waiting to sync", and the collection survives a sign-out until pushed).
import type { RxCollection } from 'rxdb';
import { where } from 'firebase/firestore';
import { removeUserCollections, type UserReplication, type UserSyncModule } from '@/lib/db/user-collections';
import { startReplication } from '@/lib/db/replicate';
import { getDb } from '@/lib/firebase/app';
import { hasUnpushed, markUnpushed, settleFrom } from '@/lib/db/unpushed-writes';
import { MY_REVIEWS, getMyReviewsCollection, myReviewsCollectionName, reviewConflictHandler, toReviewDoc } from './my-reviews-collection';
import { reviewPushHandler } from './review-push';
import type { Review } from './review-schema';

const tracked = new WeakSet<RxCollection<Review>>();

/** Writes through the collection (never the replication's own) are marked unpushed. */
export async function trackReviewWrites(uid: string): Promise<RxCollection<Review>> {
  const collection = await getMyReviewsCollection(uid);
  if (!tracked.has(collection)) {
    tracked.add(collection);
    const name = myReviewsCollectionName(uid);
    const mark = (data: Review) => markUnpushed(name, data.id, data.updatedAt);
    collection.preInsert(mark, false);
    collection.preSave(mark, false);
  }
  return collection;
}

export const myReviewsSync: UserReplication = {
  name: myReviewsCollectionName,
  start: async (uid) => {
    const name = myReviewsCollectionName(uid);
    const state = startReplication({
      collection: await trackReviewWrites(uid),
      path: 'reviews',
      identifier: `reviews?userId=${uid}`,
      pullFilter: [where('userId', '==', uid)],
      pushEnabled: true,
      // Each new review claims a slot of the author's rate limit in the same transaction.
      pushHandler: reviewPushHandler(getDb(), uid, reviewConflictHandler.isEqual),
      // A write may make at most 20 document reads in the rules: each review reads its listing
      // and that listing's owner's profile, and the push the author's profile and quota once.
      pushBatchSize: 8,
      pullModifier: toReviewDoc,
    });
    // Settled once the server holds that edit, or a newer state that wins the conflict anyway
    // (a later edit from another device, or a removal).
    const stamp = (doc: Record<string, unknown>) => {
      const review = toReviewDoc(doc);
      return review._deleted ? Number.MAX_SAFE_INTEGER : review.updatedAt;
    };
    settleFrom(name, state.sent$ as never, (doc: Record<string, unknown>) => toReviewDoc(doc).updatedAt);
    settleFrom(name, state.received$ as never, stamp);
    return state;
  },
  removeLocal: (keepUid) => removeUserCollections({ ...MY_REVIEWS, keep: hasUnpushed }, keepUid),
};

export default { kinds: [myReviewsSync] } satisfies UserSyncModule;
