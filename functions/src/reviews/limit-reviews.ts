// limitReviewRate: counts each new review against its author's limit (LIMITS.reviews a
// minute). At the limit, rateLimits/{uid}.reviewsBlockedUntil makes the rules refuse the
// author's next new review until the minute has passed; the app keeps it and pushes it again.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../shared.js';
import { rateLimitRef, record } from './rate-limit.js';

/** Counts one review by `uid` at the server time `now` (idempotent per review id). */
export async function countReview(uid: string, reviewId: string, now: number) {
  return db.runTransaction(async (tx) => {
    const ref = rateLimitRef(uid);
    const data = (await tx.get(ref)).data();
    // A retried trigger for the same review must not count it twice.
    if (Array.isArray(data?.reviewIds) && data.reviewIds.includes(reviewId)) return { count: -1, blockedUntil: Number(data.reviewsBlockedUntil ?? 0) };
    const result = record(tx, uid, data, 'reviews', now);
    const ids = Array.isArray(data?.reviewIds) ? (data.reviewIds as string[]) : [];
    tx.set(ref, { reviewIds: [...ids, reviewId].slice(-10) }, { merge: true });
    return result;
  });
}

export const limitReviewRate = onDocumentCreated('reviews/{reviewId}', async (event) => {
  const uid = event.data?.get('userId') as unknown;
  if (typeof uid !== 'string' || !uid) return;
  // The event's time is when the write landed, the same on a retry.
  const at = Date.parse(event.time);
  await countReview(uid, event.params.reviewId, Number.isFinite(at) ? at : Date.now());
});
