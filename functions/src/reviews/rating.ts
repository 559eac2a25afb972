// A listing's rating from its live reviews (docs/reviews.md): the arithmetic, the histogram
// counted by aggregation queries at one read time, and the compare-and-set that stores it.
// Takes its Firestore handle, so the seed runs the very same code
// (scripts/lib/review-ratings.mjs) without the functions' default app.
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { billAggregation, type RatingMeter } from './rating-meter.js';

const SERVER_TS = 'serverTimestamp';
/** reviewStats' watermark: the read time its numbers were counted at (server-only, not pulled). */
export const COUNTED_AT = 'countedAt';
const STARS = ['1', '2', '3', '4', '5'] as const;
// The Admin SDK's default is 5 attempts; a hot listing's stats document can take more when a
// hundred triggers land at once, and every attempt after the first is a cheap no-op or a write.
const MAX_ATTEMPTS = 30;

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

/** Average to one decimal (0 with no reviews) and count of a histogram. */
export function statsFromCounts(counts: StarCounts): RatingStats {
  let sum = 0;
  let n = 0;
  for (const k of STARS) {
    sum += Number(k) * counts[k];
    n += counts[k];
  }
  // Rounded from the integer sum (sum * 10 / n), so 4.25 gives 4.3 without float noise.
  const rating = n === 0 ? 0 : Math.round((sum * 10) / n) / 10;
  return { rating, reviewCount: n, counts: { ...counts } };
}

/** Average to one decimal (0 with no reviews), count and histogram of the given reviews. */
export function ratingStats(reviews: readonly DocumentData[]): RatingStats {
  const counts: StarCounts = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const review of reviews) if (countsTowardRating(review)) counts[String(review.rating) as keyof StarCounts] += 1;
  return statsFromCounts(counts);
}

const sameCounts = (a: unknown, b: StarCounts) =>
  typeof a === 'object' && a !== null && STARS.every((k) => (a as Record<string, unknown>)[k] === b[k]);

/** Whether stored numbers are these (and live). */
const sameStats = (stored: DocumentData | undefined, stats: RatingStats) =>
  !!stored && stored._deleted === false && stored.rating === stats.rating && stored.reviewCount === stats.reviewCount && sameCounts(stored.counts, stats.counts);

const watermarkOf = (stored: DocumentData | undefined) => (stored?.[COUNTED_AT] instanceof Timestamp ? (stored[COUNTED_AT] as Timestamp) : undefined);
/** a >= b, to the nanosecond. */
const notBefore = (a: Timestamp, b: Timestamp) => a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds >= b.nanoseconds);

export type RecomputeOutcome = { listing: 'updated' | 'unchanged' | 'missing'; stats: 'updated' | 'unchanged' };
export interface RecomputeOptions {
  /**
   * The commit time of the review write that asks (a trigger's). When reviewStats was already
   * counted at or after it, that count included the write: nothing to do (one read).
   */
  since?: Timestamp;
  meter?: RatingMeter;
}

/**
 * The live reviews per star, counted by five aggregation queries in one read-only transaction,
 * so all five see the same snapshot, whose read time they return. No document is read or
 * locked: the cost is one read per 1,000 index entries counted, whatever the review writes do
 * meanwhile. Index: reviews (listingId, _deleted, rating).
 */
export async function countStars(db: Firestore, listingId: string, meter?: RatingMeter): Promise<{ counts: StarCounts; readTime: Timestamp }> {
  const live = db.collection('reviews').where('listingId', '==', listingId).where('_deleted', '==', false);
  return db.runTransaction(
    async (tx) => {
      meter?.attempt('count');
      const snaps = await Promise.all(STARS.map((k) => tx.get(live.where('rating', '==', Number(k)).count())));
      const counts = Object.fromEntries(STARS.map((k, i) => [k, snaps[i].data().count])) as StarCounts;
      for (const k of STARS) meter?.reads(billAggregation(counts[k]));
      return { counts, readTime: snaps[0].readTime };
    },
    { readOnly: true },
  );
}

/**
 * Makes listings/{id} (rating, reviewCount), hence catalog/{id}, and reviewStats/{id} equal to
 * the listing's live reviews: counts them (countStars), then stores the count in a transaction
 * only if reviewStats was not counted later (its `countedAt` watermark), so a slower, older
 * count never overwrites a newer one. The result depends only on what is stored, never on the
 * event that asked: a retried, duplicated or reordered trigger converges on the same numbers.
 * Writes only what differs. The listing's updatedAt is left alone: it is the version admins
 * moderate against and owners edit against, and a new review is not an edit of the listing.
 */
export async function recomputeListingRating(db: Firestore, listingId: string, options: RecomputeOptions = {}): Promise<RecomputeOutcome & RatingStats> {
  const { since, meter } = options;
  const listingRef = db.collection('listings').doc(listingId);
  const statsRef = db.collection('reviewStats').doc(listingId);
  if (since) {
    const stored = (await statsRef.get()).data();
    meter?.reads(1);
    const mark = watermarkOf(stored);
    if (stored && mark && notBefore(mark, since)) {
      meter?.skipped();
      return { listing: 'unchanged', stats: 'unchanged', ...statsFromCounts(stored.counts as StarCounts) };
    }
  }
  const { counts, readTime } = await countStars(db, listingId, meter);
  const counted = statsFromCounts(counts);

  return db.runTransaction(
    async (tx) => {
      meter?.attempt('store');
      const [listingSnap, statsSnap] = await tx.getAll(listingRef, statsRef);
      meter?.reads(2);
      const stored = statsSnap.data();
      const mark = watermarkOf(stored);
      // A count at a later read time is stored already: it is the truth, not ours.
      const superseded = !!stored && !!mark && notBefore(mark, readTime);
      const stats = superseded ? statsFromCounts(stored.counts as StarCounts) : counted;
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
      if (superseded || !(listingSnap.exists || statsSnap.exists)) return { ...outcome, ...stats };
      if (sameStats(stored, stats)) {
        // Same numbers: only the watermark moves, and no device needs to pull that. It must move,
        // or an older count in between (say, of an edit since undone) could still land.
        tx.update(statsRef, { [COUNTED_AT]: readTime });
      } else {
        tx.set(statsRef, {
          listingId,
          ...stats,
          updatedAt: Date.now(),
          [COUNTED_AT]: readTime,
          _deleted: false,
          [SERVER_TS]: FieldValue.serverTimestamp(),
        });
        outcome.stats = 'updated';
      }
      return { ...outcome, ...stats };
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}
