// The rating aggregations `npm run bench -- --only ratings` compares (bench-ratings.mjs), each
// as a trigger would run it for one review write, every read counted the way Firestore bills it
// (documents a get or query returns; an aggregation max(1, ceil(entries / 1000))):
// - readAll: the former design, every review of the listing read in a transaction;
// - aggregation: functions/lib/reviews/rating.js as it ships (count() per star + watermark);
// - incremental: sum, count and histogram kept in a transaction from a per-review "contribution"
//   document (what that review adds now), so a redelivered or reordered event applies only the
//   difference between the review's current state and what was applied; repaired by a recount.
// readAll and incremental live here only, to be measured.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';

const require = createRequire(join(ROOT, 'functions', 'package.json'));
const { FieldValue } = require('firebase-admin/firestore');
const rating = require(join(ROOT, 'functions', 'lib', 'reviews', 'rating.js'));
const MAX_ATTEMPTS = 30;
const TS = 'serverTimestamp';

/** Adds up what one run would be billed; the shape of functions/src/reviews/rating-meter.ts. */
export function makeMeter() {
  const totals = { reads: 0, attempts: 0, skips: 0 };
  return { totals, reads: (n) => (totals.reads += n), attempt: () => (totals.attempts += 1), skipped: () => (totals.skips += 1) };
}

const refs = (db, listingId) => ({ listing: db.doc(`listings/${listingId}`), stats: db.doc(`reviewStats/${listingId}`) });

/** Stores stats on the listing and reviewStats when they differ (all three strategies write the same). */
function store(tx, { listing, stats }, listingSnap, statsSnap, s) {
  const l = listingSnap.data();
  if (l && (l.rating !== s.rating || l.reviewCount !== s.reviewCount)) {
    tx.update(listing, { rating: s.rating, reviewCount: s.reviewCount, [TS]: FieldValue.serverTimestamp() });
  }
  const st = statsSnap.data();
  const same = st && st.rating === s.rating && st.reviewCount === s.reviewCount && ['1', '2', '3', '4', '5'].every((k) => st.counts?.[k] === s.counts[k]);
  if (!same) tx.set(stats, { listingId: listing.id, ...s, updatedAt: Date.now(), _deleted: false, [TS]: FieldValue.serverTimestamp() }, { merge: true });
}

/** The former trigger: reads every review of the listing, in a transaction. */
export async function readAll(db, { listingId, meter }) {
  const r = refs(db, listingId);
  return db.runTransaction(
    async (tx) => {
      meter.attempt();
      const [listingSnap, statsSnap, reviews] = await Promise.all([tx.get(r.listing), tx.get(r.stats), tx.get(db.collection('reviews').where('listingId', '==', listingId))]);
      meter.reads(2 + Math.max(1, reviews.size));
      const s = rating.ratingStats(reviews.docs.map((d) => d.data()));
      store(tx, r, listingSnap, statsSnap, s);
      return s;
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}

/** What ships: count() per star at one read time, compare-and-set on the watermark. */
export async function aggregation(db, { listingId, writeTime, meter }) {
  return rating.recomputeListingRating(db, listingId, { since: writeTime, meter });
}

const starsOf = (review) => (rating.countsTowardRating(review) ? review.rating : 0);

const lostRace = (error) => [6, 9].includes(error?.code); // ALREADY_EXISTS, FAILED_PRECONDITION
const guarded = (batch, snap, data) => (snap.exists ? batch.update(snap.ref, data, { lastUpdateTime: snap.updateTime }) : batch.create(snap.ref, data));

/**
 * Applies one review's change: its current stars minus the stars its contribution says were
 * applied. A compare-and-set like the shipped code's (no transaction: one holding the hot stats
 * document's lock livelocked here at 100 at once): the batch is guarded by the stats' and the
 * contribution's update times, and a loser reads again.
 */
export async function incremental(db, { listingId, reviewId, meter }) {
  const r = refs(db, listingId);
  const contribution = db.doc(`ratingContributions/${reviewId}`);
  for (let attempt = 1; ; attempt++) {
    meter.attempt();
    const [review, applied, listingSnap, statsSnap] = await db.getAll(db.doc(`reviews/${reviewId}`), contribution, r.listing, r.stats);
    meter.reads(4);
    const now = review.exists && review.get('listingId') === listingId ? starsOf(review.data()) : 0;
    const was = applied.get('stars') ?? 0;
    const counts = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, ...(statsSnap.get('counts') ?? {}) };
    if (now === was) return rating.statsFromCounts(counts);
    if (was) counts[was] -= 1;
    if (now) counts[now] += 1;
    const s = rating.statsFromCounts(counts);
    const batch = db.batch();
    const l = listingSnap.data();
    if (l && (l.rating !== s.rating || l.reviewCount !== s.reviewCount)) batch.update(r.listing, { rating: s.rating, reviewCount: s.reviewCount, [TS]: FieldValue.serverTimestamp() });
    guarded(batch, statsSnap, { listingId, ...s, updatedAt: Date.now(), _deleted: false, [TS]: FieldValue.serverTimestamp() });
    guarded(batch, applied, { listingId, stars: now });
    try {
      await batch.commit();
      return s;
    } catch (error) {
      if (!lostRace(error) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((res) => setTimeout(res, Math.random() * Math.min(1000, 20 * attempt)));
    }
  }
}

/**
 * The incremental design's repair: every review and every contribution of the listing read,
 * contributions rewritten to match, stats recounted (a bulk writer: a listing of 5,000 reviews
 * is more than one transaction should hold). Returns the reads it cost.
 */
/** gRPC codes worth waiting out: DEADLINE_EXCEEDED, ABORTED, UNAVAILABLE. */
const TRANSIENT = new Set([4, 10, 14]);
const BATCH = 200;

/**
 * Writes `[ref, data]` pairs in batches, one after another, each retried with backoff while the
 * emulator answers with a transient error. A BulkWriter sent its batches all at once: the
 * emulator, busy after a wipe or a burst of transactions, let them time out (DEADLINE_EXCEEDED
 * after 60 s) together, and the phase lost its figures.
 */
export async function patientWrites(db, writes, { attempts = 8 } = {}) {
  for (let i = 0; i < writes.length; i += BATCH) {
    for (let attempt = 1; ; attempt++) {
      const batch = db.batch();
      for (const [ref, data] of writes.slice(i, i + BATCH)) batch.set(ref, data);
      try {
        await batch.commit();
        break;
      } catch (error) {
        if (attempt >= attempts || !TRANSIENT.has(error?.code)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1000 * 2 ** attempt)));
      }
    }
  }
}

export async function repairIncremental(db, listingId) {
  const [reviews, contributions] = await Promise.all([
    db.collection('reviews').where('listingId', '==', listingId).get(),
    db.collection('ratingContributions').where('listingId', '==', listingId).get(),
  ]);
  const had = new Map(contributions.docs.map((d) => [d.id, d.get('stars')]));
  const writes = [];
  for (const d of reviews.docs) {
    const stars = starsOf(d.data());
    if (had.get(d.id) !== stars) writes.push([db.doc(`ratingContributions/${d.id}`), { listingId, stars }]);
  }
  await patientWrites(db, writes).catch((e) => {
    throw new Error(`ratings: contribution writes failed: ${e.message}`);
  });
  const s = rating.ratingStats(reviews.docs.map((d) => d.data()));
  await db.runTransaction(async (tx) => {
    const r = refs(db, listingId);
    const [l, st] = await tx.getAll(r.listing, r.stats);
    store(tx, r, l, st, s);
  });
  return reviews.size + contributions.size + 2;
}

export const STRATEGIES = { readAll, aggregation, incremental };
