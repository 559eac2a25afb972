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
// Compare-and-set attempts before the trigger throws (and the platform retries it): a loser
// reads again and, most often, finds a newer count stored and stops.
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

type Instant = Pick<Timestamp, 'seconds' | 'nanoseconds'>;
// Duck-typed: a caller with another copy of firebase-admin (the seed's, the bench's) hands
// Timestamps of another class.
const isInstant = (v: unknown): v is Instant => typeof (v as Instant)?.seconds === 'number' && typeof (v as Instant)?.nanoseconds === 'number';
const watermarkOf = (stored: DocumentData | undefined) => (isInstant(stored?.[COUNTED_AT]) ? (stored[COUNTED_AT] as Instant) : undefined);
/** a >= b, to the nanosecond. */
const notBefore = (a: Instant, b: Instant) => a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds >= b.nanoseconds);

export type RecomputeOutcome = { listing: 'updated' | 'unchanged' | 'missing'; stats: 'updated' | 'unchanged' };
export interface RecomputeOptions {
  /**
   * The commit time of the review write that asks (a trigger's). When reviewStats was already
   * counted at or after it, that count included the write: nothing to do (one read).
   */
  since?: Instant;
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
 * the listing's live reviews: counts them (countStars), then stores the count only if
 * reviewStats was not counted later (its `countedAt` watermark), so a slower, older count never
 * overwrites a newer one. The result depends only on what is stored, never on the event that
 * asked: a retried, duplicated or reordered trigger converges on the same numbers. Writes only
 * what differs. The listing's updatedAt is left alone: it is the version admins moderate
 * against and owners edit against, and a new review is not an edit of the listing.
 */
export async function recomputeListingRating(db: Firestore, listingId: string, options: RecomputeOptions = {}): Promise<RecomputeOutcome & RatingStats> {
  const { since, meter } = options;
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
  for (let attempt = 1; ; attempt++) {
    meter?.attempt('store');
    const stored = await storeCount(db, listingId, counts, readTime);
    meter?.reads(2);
    if (stored) return stored;
    // Another count landed between our read and our write: read again (it may be newer).
    if (attempt >= MAX_ATTEMPTS) throw new Error(`reviewStats/${listingId}: still contended after ${attempt} attempts`);
    await new Promise((r) => setTimeout(r, Math.random() * Math.min(1000, 20 * attempt)));
  }
}

const lostRace = (error: unknown) => [6, 9].includes((error as { code?: number }).code ?? 0); // ALREADY_EXISTS, FAILED_PRECONDITION

/**
 * One compare-and-set: reads the listing and reviewStats (one snapshot), then writes in one
 * batch guarded by reviewStats' update time (or its absence). No transaction, so no lock is
 * held while a hundred triggers of one listing race: the loser's batch fails whole and it
 * reads again (undefined). A batch touching only the listing is guarded the same way.
 */
export async function storeCount(db: Firestore, listingId: string, counts: StarCounts, readTime: Instant): Promise<(RecomputeOutcome & RatingStats) | undefined> {
  const listingRef = db.collection('listings').doc(listingId);
  const statsRef = db.collection('reviewStats').doc(listingId);
  const [listingSnap, statsSnap] = await db.getAll(listingRef, statsRef);
  const stored = statsSnap.data();
  const mark = watermarkOf(stored);
  // A count at a later read time is stored already: it is the truth, not ours.
  const superseded = !!stored && !!mark && notBefore(mark, readTime);
  const stats = superseded ? statsFromCounts(stored.counts as StarCounts) : statsFromCounts(counts);
  const outcome: RecomputeOutcome = { listing: 'missing', stats: 'unchanged' };
  const batch = db.batch();
  const statsWrite: DocumentData = {};

  if (listingSnap.exists) {
    const listing = listingSnap.data() as DocumentData;
    if (listing.rating === stats.rating && listing.reviewCount === stats.reviewCount) {
      outcome.listing = 'unchanged';
    } else {
      // serverTimestamp moves so owners' and admins' devices pull the new numbers, and the
      // catalog projection (which copies them) fires.
      batch.update(listingRef, { rating: stats.rating, reviewCount: stats.reviewCount, [SERVER_TS]: FieldValue.serverTimestamp() });
      outcome.listing = 'updated';
      // Only the watermark's owner may write the listing's numbers: claim it as it is.
      if (superseded) statsWrite[COUNTED_AT] = mark;
    }
  }
  if (!superseded && (listingSnap.exists || statsSnap.exists)) {
    if (sameStats(stored, stats)) {
      // Same numbers: only the watermark moves, and no device needs to pull that. It must move,
      // or an older count in between (say, of an edit since undone) could still land.
      statsWrite[COUNTED_AT] = readTime;
    } else {
      Object.assign(statsWrite, { listingId, ...stats, updatedAt: Date.now(), [COUNTED_AT]: readTime, _deleted: false, [SERVER_TS]: FieldValue.serverTimestamp() });
      outcome.stats = 'updated';
    }
  }
  if (Object.keys(statsWrite).length > 0) {
    if (statsSnap.exists) batch.update(statsRef, statsWrite, { lastUpdateTime: statsSnap.updateTime as Timestamp });
    else batch.create(statsRef, statsWrite);
  }
  if (outcome.listing !== 'updated' && Object.keys(statsWrite).length === 0) return { ...outcome, ...stats };
  try {
    await batch.commit();
  } catch (error) {
    if (lostRace(error)) return undefined;
    throw error;
  }
  return { ...outcome, ...stats };
}
