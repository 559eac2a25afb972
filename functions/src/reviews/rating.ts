// A listing's rating from its live reviews (docs/reviews.md): the pure arithmetic and the
// transaction that stores it. Takes its Firestore handle, so the seed runs the very same code
// (scripts/lib/review-ratings.mjs) without the functions' default app.
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';

const SERVER_TS = 'serverTimestamp';

export type StarCounts = Record<'1' | '2' | '3' | '4' | '5', number>;

export interface RatingStats {
  rating: number;
  reviewCount: number;
  counts: StarCounts;
}

/** A review that counts: live, with a whole rating of 1 to 5. */
export function countsTowardRating(review: DocumentData | undefined): boolean {
  const r = review?.rating as unknown;
  return !!review && review._deleted !== true && typeof r === 'number' && Number.isInteger(r) && r >= 1 && r <= 5;
}

/** Average to one decimal (0 with no reviews), count and histogram of the given reviews. */
export function ratingStats(reviews: readonly DocumentData[]): RatingStats {
  const counts: StarCounts = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let sum = 0;
  let n = 0;
  for (const review of reviews) {
    if (!countsTowardRating(review)) continue;
    const stars = review.rating as 1 | 2 | 3 | 4 | 5;
    counts[String(stars) as keyof StarCounts] += 1;
    sum += stars;
    n += 1;
  }
  // Rounded from the integer sum (sum * 10 / n), so 4.25 gives 4.3 without float noise.
  const rating = n === 0 ? 0 : Math.round((sum * 10) / n) / 10;
  return { rating, reviewCount: n, counts };
}

const sameCounts = (a: unknown, b: StarCounts) =>
  typeof a === 'object' && a !== null && (Object.keys(b) as (keyof StarCounts)[]).every((k) => (a as Record<string, unknown>)[k] === b[k]);

export type RecomputeOutcome = { listing: 'updated' | 'unchanged' | 'missing'; stats: 'updated' | 'unchanged' };

/**
 * Recomputes a listing's numbers from ALL its reviews, read inside a transaction: the result
 * depends only on what is stored, never on the event that asked, so a retried, duplicated or
 * reordered trigger converges on the same numbers and never counts a review twice. Writes
 * only what differs. The listing's updatedAt is left alone: it is the version admins moderate
 * against and owners edit against, and a new review is not an edit of the listing.
 */
export async function recomputeListingRating(db: Firestore, listingId: string): Promise<RecomputeOutcome & RatingStats> {
  return db.runTransaction(async (tx) => {
    const listingRef = db.collection('listings').doc(listingId);
    const statsRef = db.collection('reviewStats').doc(listingId);
    const [listingSnap, statsSnap, reviews] = await Promise.all([
      tx.get(listingRef),
      tx.get(statsRef),
      tx.get(db.collection('reviews').where('listingId', '==', listingId)),
    ]);
    const stats = ratingStats(reviews.docs.map((d) => d.data()));
    const outcome: RecomputeOutcome = { listing: 'missing', stats: 'unchanged' };

    if (listingSnap.exists) {
      const listing = listingSnap.data() as DocumentData;
      if (listing.rating === stats.rating && listing.reviewCount === stats.reviewCount) {
        outcome.listing = 'unchanged';
      } else {
        // serverTimestamp moves so owners' and admins' devices pull the new numbers, and the
        // catalog projection (which copies them) fires.
        tx.update(listingRef, { rating: stats.rating, reviewCount: stats.reviewCount, [SERVER_TS]: FieldValue.serverTimestamp() });
        outcome.listing = 'updated';
      }
    }

    const stored = statsSnap.data();
    const statsWanted = listingSnap.exists || statsSnap.exists;
    const statsSame = !!stored && stored._deleted === false && stored.rating === stats.rating
      && stored.reviewCount === stats.reviewCount && sameCounts(stored.counts, stats.counts);
    if (statsWanted && !statsSame) {
      tx.set(statsRef, {
        listingId,
        ...stats,
        updatedAt: Date.now(),
        _deleted: false,
        [SERVER_TS]: FieldValue.serverTimestamp(),
      });
      outcome.stats = 'updated';
    }
    return { ...outcome, ...stats };
  });
}

