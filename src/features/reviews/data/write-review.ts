// Writing, editing and deleting the signed-in diner's review: local RxDB writes (so they work
// offline), pushed to reviews/ by the replication of my-reviews-sync.ts.
import { getMyReviewsCollection } from './my-reviews-collection';
import { reviewIdOf, type Review } from './review-schema';
import { normaliseText, validateReview, type ReviewInput } from '../lib/review-validation';

export const SAVE_ERROR = 'Could not save your review.';
export const DELETE_ERROR = 'Could not delete your review.';
export const REVIEW_GONE = 'Your earlier review of this place was removed, so it cannot be reviewed again.';

export interface ReviewDraft extends ReviewInput {
  listingId: string;
  customerName: string;
}

/** Creates or edits the review; refuses invalid input with the form's own message. */
export async function saveReview(uid: string, draft: ReviewDraft, now = Date.now()): Promise<Review> {
  const errors = validateReview(draft);
  const first = errors.rating ?? errors.comment;
  if (first) throw new Error(first);
  const id = reviewIdOf(draft.listingId, uid);
  const collection = await getMyReviewsCollection(uid);
  // A tombstone is final on the server (docs/reviews.md): say so instead of a push refused forever.
  const [stored] = await collection.storageInstance.findDocumentsById([id], true);
  if (stored?._deleted) throw new Error(REVIEW_GONE);
  const fields = {
    customerName: draft.customerName.trim().slice(0, 100) || 'A diner',
    rating: draft.rating,
    comment: normaliseText(draft.comment).trim(),
  };
  try {
    const existing = await collection.findOne(id).exec();
    if (existing) {
      // Strictly later than the version it replaces, so the edit wins a conflict and settles.
      const updated = await existing.incrementalModify((data) => ({ ...data, ...fields, updatedAt: Math.max(now, data.updatedAt + 1) }));
      return updated.toJSON() as Review;
    }
    const inserted = await collection.insert({ id, listingId: draft.listingId, userId: uid, ...fields, createdAt: now, updatedAt: now });
    return inserted.toJSON() as Review;
  } catch (error) {
    console.error(SAVE_ERROR, error);
    throw new Error(SAVE_ERROR, { cause: error });
  }
}

/** A tombstone (never a hard delete), stamped with the time of deletion. */
export async function deleteReview(uid: string, listingId: string, now = Date.now()): Promise<void> {
  try {
    const collection = await getMyReviewsCollection(uid);
    const doc = await collection.findOne(reviewIdOf(listingId, uid)).exec();
    if (!doc) return;
    await doc.incrementalModify((data) => ({ ...data, updatedAt: Math.max(now, data.updatedAt + 1), _deleted: true }));
  } catch (error) {
    console.error(DELETE_ERROR, error);
    throw new Error(DELETE_ERROR, { cause: error });
  }
}
