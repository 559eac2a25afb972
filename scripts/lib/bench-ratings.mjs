// `npm run bench -- --only ratings`: what a review write costs the rating aggregation, for the
// former read-all design and the two candidates (bench-ratings-strategies.mjs), on one listing
// holding 10, 1,000 and 5,000 reviews: billed reads per write (counted by the code itself), the
// same event delivered again, and 100 reviews written at once with their 100 triggers running at
// once (wall time, transaction attempts, reads; the stored numbers must equal a recount, else
// the run fails). The triggers run here, in this process, with the functions emulator's own
// paused, so every read is counted and no other copy of the code interferes.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PORTS, PROJECT_ID, ROOT } from './emulators.mjs';
import { STRATEGIES, makeMeter, patientWrites, repairIncremental } from './bench-ratings-strategies.mjs';

const require = createRequire(join(ROOT, 'functions', 'package.json'));
const NAMES = Object.keys(STRATEGIES);
const HUB = `http://127.0.0.1:${PORTS.hub}/functions`;
const pad = (n) => String(n).padStart(5, '0');
/** Stars for the i-th review: uneven over 1..5, like real ratings. */
const starsOf = (i) => [5, 4, 5, 3, 1, 4, 2, 5, 4, 5, 5, 3][i % 12];

async function seedListing(db, FieldValue, listingId, n) {
  await db.doc(`listings/${listingId}`).set({ title: listingId, status: 'approved', rating: 0, reviewCount: 0, _deleted: false, serverTimestamp: FieldValue.serverTimestamp() });
  const writes = Array.from({ length: n }, (_, i) => [db.doc(`reviews/${listingId}_seed${pad(i)}`), review(FieldValue, listingId, `seed${pad(i)}`, starsOf(i))]);
  // A write that failed every retry fails the phase with its reason, not the process.
  await patientWrites(db, writes).catch((e) => {
    throw new Error(`ratings: seeding ${n} reviews failed: ${e.message}`);
  });
}


function review(FieldValue, listingId, uid, stars) {
  return { listingId, userId: uid, customerName: uid, rating: stars, comment: '', createdAt: 1_790_000_000_000, _deleted: false, serverTimestamp: FieldValue.serverTimestamp() };
}

/** The stored numbers equal a recount of the listing's reviews (read here, not billed). */
async function exact(db, rating, listingId) {
  const reviews = await db.collection('reviews').where('listingId', '==', listingId).get();
  const want = rating.ratingStats(reviews.docs.map((d) => d.data()));
  const [l, s] = await Promise.all([db.doc(`listings/${listingId}`).get(), db.doc(`reviewStats/${listingId}`).get()]);
  return l.get('rating') === want.rating && l.get('reviewCount') === want.reviewCount && s.get('reviewCount') === want.reviewCount && JSON.stringify(s.get('counts')) === JSON.stringify(want.counts);
}

/**
 * One review write and its trigger, `writes` times in a row (a new review, an edit, a tombstone,
 * in turn), then the last event delivered again. Returns billed reads per write and for the redelivery.
 */
async function perWrite(db, FieldValue, name, listingId, writes) {
  const handle = STRATEGIES[name];
  const meter = makeMeter();
  let last;
  for (let w = 0; w < writes; w++) {
    const reviewId = `${listingId}_new${pad(Math.floor(w / 3))}`;
    const ref = db.doc(`reviews/${reviewId}`);
    const change = w % 3 === 0 ? review(FieldValue, listingId, `new${pad(w)}`, starsOf(w)) : w % 3 === 1 ? { rating: (starsOf(w) % 5) + 1 } : { _deleted: true };
    const { writeTime } = await ref.set({ ...change, serverTimestamp: FieldValue.serverTimestamp() }, { merge: true });
    last = { listingId, reviewId, writeTime };
    await handle(db, { ...last, meter });
  }
  const again = makeMeter();
  await handle(db, { ...last, meter: again });
  return { perWrite: meter.totals.reads / writes, redelivered: again.totals.reads };
}

/** `concurrent` new reviews written at once, each followed by its trigger, all at once. */
async function burst(db, FieldValue, name, listingId, concurrent) {
  const handle = STRATEGIES[name];
  const meter = makeMeter();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrent }, async (_, i) => {
      const reviewId = `${listingId}_burst${pad(i)}`;
      const { writeTime } = await db.doc(`reviews/${reviewId}`).set(review(FieldValue, listingId, `burst${pad(i)}`, starsOf(i + 7)));
      await handle(db, { listingId, reviewId, writeTime, meter });
    }),
  );
  const ms = Math.round(performance.now() - started);
  const { attempts, reads, skips } = meter.totals;
  // Without contention: one transaction a trigger (aggregation: the count and the store, none when skipped).
  const base = name === 'aggregation' ? 2 * (concurrent - skips) : concurrent;
  return { ms, attempts, retries: attempts - base, reads, skips };
}

/**
 * `wipe` empties the emulator before each measurement: the emulator evaluates a query by scanning
 * the whole collection (production reads an index), so other listings' reviews would slow it.
 */
export async function runRatingsBench({ sizes = [10, 1000, 5000], writes = 12, concurrent = 100, base = 100, wipe, log }) {
  const { initializeApp, deleteApp } = require('firebase-admin/app');
  const { getFirestore, FieldValue } = require('firebase-admin/firestore');
  const rating = require(join(ROOT, 'functions', 'lib', 'reviews', 'rating.js'));
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-ratings-${Date.now()}`);
  const db = getFirestore(app);
  const paused = await fetch(`${HUB}/disableBackgroundTriggers`, { method: 'PUT' }).then((r) => r.ok, () => false);
  try {
    const rows = [];
    for (const n of sizes) {
      const row = { n };
      for (const name of NAMES) {
        const id = `bench-ratings-${name}-${n}-${Date.now().toString(36)}`;
        await wipe();
        await seedListing(db, FieldValue, id, n);
        // Each starts from numbers already right, as a live listing's are.
        if (name === 'incremental') await repairIncremental(db, id);
        else await STRATEGIES[name](db, { listingId: id, meter: makeMeter() });
        row[name] = await perWrite(db, FieldValue, name, id, writes);
        if (!(await exact(db, rating, id))) throw new Error(`ratings: ${name} at N=${n} stored numbers that differ from a recount`);
        if (name === 'incremental') {
          const t = performance.now();
          row.repairReads = await repairIncremental(db, id);
          row.repairMs = Math.round(performance.now() - t);
        }
        log(`ratings N=${n} ${name}: ${row[name].perWrite.toFixed(1)} reads a write, ${row[name].redelivered} for a redelivered event`);
      }
      rows.push(row);
    }
    const bursts = {};
    for (const name of NAMES) {
      const id = `bench-ratings-burst-${name}-${Date.now().toString(36)}`;
      await wipe();
      await seedListing(db, FieldValue, id, base);
      if (name === 'incremental') await repairIncremental(db, id);
      else await STRATEGIES[name](db, { listingId: id, meter: makeMeter() });
      try {
        bursts[name] = { ...(await burst(db, FieldValue, name, id, concurrent)), exact: await exact(db, rating, id) };
        log(`ratings burst ${name}: ${JSON.stringify(bursts[name])}`);
      } catch (error) {
        // On a loaded machine the emulator can expire a transaction ("invalid or closed"):
        // that burst is reported as unfinished and the bench goes on.
        bursts[name] = { dnf: error instanceof Error ? error.message.split('\n')[0] : String(error) };
        log(`ratings burst ${name} did not finish: ${bursts[name].dnf}`);
      }
    }
    const finished = Object.values(bursts).filter((b) => !b.dnf);
    return { sizes, writes, concurrent, base, rows, bursts, exact: finished.every((b) => b.exact) };
  } finally {
    if (paused) await fetch(`${HUB}/enableBackgroundTriggers`, { method: 'PUT' });
    await deleteApp(app);
  }
}

/** The summary lines of a run (scripts/lib/bench-report.mjs prints them). */
export function ratingsLines(r) {
  const lines = [`ratings: billed reads per review write (${r.writes} writes: creates, edits, tombstones; then the last event again)`];
  for (const row of r.rows) {
    const cell = (name) => `${row[name].perWrite.toFixed(1)} (again ${row[name].redelivered})`;
    lines.push(`ratings N=${row.n}: read-all ${cell('readAll')}, aggregation ${cell('aggregation')}, incremental ${cell('incremental')}; incremental repair ${row.repairReads} reads`);
  }
  for (const [name, b] of Object.entries(r.bursts)) {
    if (b.dnf) {
      lines.push(`ratings ${r.concurrent} writes at once on ${r.base} reviews, ${name}: did not finish (${b.dnf}) OVER`);
      continue;
    }
    lines.push(`ratings ${r.concurrent} writes at once on ${r.base} reviews, ${name}: ${b.ms} ms, ${b.attempts} transaction attempts (${b.retries} retries), ${b.reads} reads, ${b.skips} skipped, exact ${b.exact ? 'OK' : 'no OVER'}`);
  }
  return lines;
}
