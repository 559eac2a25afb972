// aggregateListingRating: keeps listings/{id}.rating and .reviewCount (and so catalog/{id})
// and reviewStats/{id} equal to the listing's live reviews (docs/reviews.md).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../shared.js';
import { recomputeListingRating } from './rating.js';
import type { RatingMeter } from './rating-meter.js';

const listingIdOf = (snap: DocumentSnapshot | undefined): string | undefined => {
  const id = snap?.get('listingId') as unknown;
  return typeof id === 'string' && id ? id : undefined;
};

/** The listing ids a review write touches: before and after (a review never moves, but a bad write could). */
export function listingIdsOfChange(before: DocumentSnapshot | undefined, after: DocumentSnapshot | undefined, reviewId: string): string[] {
  const ids = new Set<string>();
  for (const id of [listingIdOf(before), listingIdOf(after)]) if (id) ids.add(id);
  // A review's id is `${listingId}_${uid}`: a hard-deleted review without data still names it.
  if (ids.size === 0 && reviewId.includes('_')) ids.add(reviewId.slice(0, reviewId.lastIndexOf('_')));
  return [...ids];
}

/**
 * The write's commit time is the review's updateTime after it; a hard delete has no "after",
 * so its listing is always counted again (rare: only the Admin SDK hard-deletes).
 */
export async function handleReviewWrite(reviewId: string, before: DocumentSnapshot | undefined, after: DocumentSnapshot | undefined, meter?: RatingMeter) {
  const since = after?.exists ? after.updateTime : undefined;
  const results = [];
  for (const listingId of listingIdsOfChange(before, after, reviewId)) results.push(await recomputeListingRating(db, listingId, { since, meter }));
  return results;
}

// Retried by the platform when it throws (say, a transaction that met too much contention):
// the handler only ever stores a count newer than the stored one, so running it again for
// the same event is harmless (docs/reviews.md).
export const aggregateListingRating = onDocumentWritten({ document: 'reviews/{reviewId}', retry: true }, async (event) => {
  await handleReviewWrite(event.params.reviewId, event.data?.before, event.data?.after);
});
