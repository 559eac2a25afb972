// aggregateListingRating: a listing's rating and reviewCount (and its catalog entry and
// reviewStats) follow its live reviews through the real trigger, and its core converges when
// it runs again for the same change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { handleReviewWrite } from '../../functions/src/reviews/aggregate';
import { ratingStats, recomputeListingRating as recomputeWith } from '../../functions/src/reviews/rating';
import { db as functionsDb } from '../../functions/src/shared';
import { storedListing } from '../support/callables';
import { PROJECT_ID } from '../support/emulator';
import { eventually } from '../support/eventually';

let app: App;
let db: Firestore;
const uniq = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, `aggregation-${Date.now()}`);
  db = getFirestore(app);
});
afterAll(async () => deleteApp(app));
// The functions' own handle (their copy of firebase-admin), as the trigger passes it.
const recomputeListingRating = (id: string) => recomputeWith(functionsDb, id);

async function approvedListing() {
  const id = uniq('agg');
  await db.doc(`listings/${id}`).set(storedListing('agg-owner', { status: 'approved' }));
  return id;
}

async function writeReview(listingId: string, uid: string, rating: number, over: Record<string, unknown> = {}) {
  await db.doc(`reviews/${listingId}_${uid}`).set(
    { listingId, userId: uid, customerName: `Diner ${uid}`, rating, comment: 'Fine.', createdAt: 1_790_000_000_000, _deleted: false, serverTimestamp: FieldValue.serverTimestamp(), ...over },
    { merge: true },
  );
}

const listingOf = (id: string) => async () => (await db.doc(`listings/${id}`).get()).data();
const statsOf = (id: string) => async () => (await db.doc(`reviewStats/${id}`).get()).data();
const catalogOf = (id: string) => async () => (await db.doc(`catalog/${id}`).get()).data();
const numbers = (d: Record<string, unknown> | undefined) => ({ rating: d?.rating, reviewCount: d?.reviewCount });
/** Waits until the listing shows these numbers (the trigger landed), then returns them. */
async function settlesAt(id: string, rating: number, reviewCount: number) {
  const got = await eventually(listingOf(id), (d) => d?.rating === rating && d?.reviewCount === reviewCount);
  return numbers(got);
}

describe('ratingStats', () => {
  it('averages live reviews to one decimal, counts them and builds the histogram', () => {
    expect(ratingStats([{ rating: 5 }, { rating: 4 }, { rating: 4 }, { rating: 4 }])).toEqual({ rating: 4.3, reviewCount: 4, counts: { '1': 0, '2': 0, '3': 0, '4': 3, '5': 1 } });
    expect(ratingStats([{ rating: 1 }, { rating: 2 }, { rating: 5, _deleted: true }])).toEqual({ rating: 1.5, reviewCount: 2, counts: { '1': 1, '2': 1, '3': 0, '4': 0, '5': 0 } });
    expect(ratingStats([])).toEqual({ rating: 0, reviewCount: 0, counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } });
    // What the rules never let in does not count either.
    expect(ratingStats([{ rating: 4.5 }, { rating: 0 }, { rating: '5' }, { rating: 3 }]).reviewCount).toBe(1);
  });
});

describe('aggregateListingRating (the trigger)', () => {
  it('follows create, edit, delete and an admin removal exactly, with reviewStats and the catalog', async () => {
    const id = await approvedListing();
    await writeReview(id, 'ann', 5);
    await writeReview(id, 'ben', 4);
    await writeReview(id, 'cat', 2);
    expect(await settlesAt(id, 3.7, 3)).toEqual({ rating: 3.7, reviewCount: 3 });
    expect(await eventually(statsOf(id), (d) => d?.reviewCount === 3)).toMatchObject({
      listingId: id, rating: 3.7, reviewCount: 3, counts: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 1 }, _deleted: false,
    });
    expect(numbers(await eventually(catalogOf(id), (d) => d?.reviewCount === 3))).toEqual({ rating: 3.7, reviewCount: 3 });

    // An edit moves the average, not the count.
    await writeReview(id, 'cat', 5, { comment: 'Better the second time.', updatedAt: 1_790_000_100_000 });
    expect(await settlesAt(id, 4.7, 3)).toEqual({ rating: 4.7, reviewCount: 3 });

    // The author removes theirs (a tombstone).
    await writeReview(id, 'ben', 4, { _deleted: true });
    expect(await settlesAt(id, 5, 2)).toEqual({ rating: 5, reviewCount: 2 });

    // An admin removes one (what resolveReport writes: a tombstone by the Admin SDK).
    await db.doc(`reviews/${id}_ann`).update({ _deleted: true, serverTimestamp: FieldValue.serverTimestamp() });
    expect(await settlesAt(id, 5, 1)).toEqual({ rating: 5, reviewCount: 1 });

    // A hard delete (only the Admin SDK can) leaves no reviews: back to 0, everywhere.
    await db.doc(`reviews/${id}_cat`).delete();
    expect(await settlesAt(id, 0, 0)).toEqual({ rating: 0, reviewCount: 0 });
    expect(await eventually(statsOf(id), (d) => d?.reviewCount === 0)).toMatchObject({ rating: 0, reviewCount: 0, counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } });
    expect(numbers(await eventually(catalogOf(id), (d) => d?.reviewCount === 0))).toEqual({ rating: 0, reviewCount: 0 });
  });

  it('a listing update it makes moves serverTimestamp (devices pull it) but not updatedAt (the moderation version)', async () => {
    const id = await approvedListing();
    const before = await listingOf(id)();
    await writeReview(id, 'ann', 3);
    const after = await eventually(listingOf(id), (d) => d?.reviewCount === 1);
    expect(after?.updatedAt).toBe(before?.updatedAt);
    expect(after?.serverTimestamp.toMillis()).toBeGreaterThan(before?.serverTimestamp.toMillis());
    expect(after?.status).toBe('approved');
  });
});

/** Resolves once the listing's server timestamp has not moved for 1.5 s (its triggers are done). */
async function quietListing(id: string) {
  let last = (await listingOf(id)())?.serverTimestamp?.toMillis();
  for (let stable = 0; stable < 3; ) {
    await new Promise((r) => setTimeout(r, 500));
    const now = (await listingOf(id)())?.serverTimestamp?.toMillis();
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
}

describe('recomputeListingRating (the core), run again', () => {
  it('running twice, or for a change it already counted, writes nothing and never counts twice', async () => {
    const id = await approvedListing();
    await writeReview(id, 'ann', 4);
    await writeReview(id, 'ben', 1);
    await settlesAt(id, 2.5, 2);
    const stamped = (await listingOf(id)())?.serverTimestamp.toMillis();

    const snap = await db.doc(`reviews/${id}_ann`).get();
    // The same event delivered twice more (as a retried trigger would be).
    const first = await handleReviewWrite(snap.id, undefined, snap);
    const second = await handleReviewWrite(snap.id, undefined, snap);
    for (const result of [...first, ...second]) expect(result).toMatchObject({ listing: 'unchanged', stats: 'unchanged', rating: 2.5, reviewCount: 2 });
    expect(numbers(await listingOf(id)())).toEqual({ rating: 2.5, reviewCount: 2 });
    expect((await listingOf(id)())?.serverTimestamp.toMillis()).toBe(stamped);
  });

  it('repairs invented numbers (what an old seed or a bad write left) in one run, then is stable', async () => {
    const id = await approvedListing();
    await writeReview(id, 'ann', 5);
    await writeReview(id, 'ben', 3);
    await settlesAt(id, 4, 2);
    // Each review write fires the trigger once; let a late second run finish before inventing
    // numbers, or it could repair them before the two runs below and leave them nothing to do.
    await quietListing(id);
    // Invented numbers: the aggregation does not fire on listing writes, so they stay until it runs.
    await db.doc(`listings/${id}`).update({ rating: 4.9, reviewCount: 222 });
    const runs = await Promise.all([recomputeListingRating(id), recomputeListingRating(id)]);
    expect(runs.map((r) => [r.rating, r.reviewCount])).toEqual([[4, 2], [4, 2]]);
    expect(runs.filter((r) => r.listing === 'updated')).toHaveLength(1);
    expect(numbers(await listingOf(id)())).toEqual({ rating: 4, reviewCount: 2 });
    expect((await recomputeListingRating(id)).listing).toBe('unchanged');
  });

  it('a review of a listing that does not exist creates no listing and no stats', async () => {
    const id = uniq('missing');
    await writeReview(id, 'ann', 5);
    const result = await recomputeListingRating(id);
    expect(result).toMatchObject({ listing: 'missing', stats: 'unchanged', reviewCount: 1 });
    expect((await db.doc(`listings/${id}`).get()).exists).toBe(false);
    expect((await db.doc(`reviewStats/${id}`).get()).exists).toBe(false);
  });
});
