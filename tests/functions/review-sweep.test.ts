// sweepReviewChanges: with the emulator's triggers really switched off, reviews and a reply
// written meanwhile leave a wrong rating, no owner copies and no notification; one run of the
// sweep repairs all of it, a second changes nothing, and a quiet run reads almost nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { sweepReviewChanges, SWEEP_CHECKPOINTS, type SweepOptions } from '../../functions/src/reviews/sweep';
import { db as functionsDb } from '../../functions/src/shared';
import { storedListing } from '../support/callables';
import { PROJECT_ID } from '../support/emulator';
import { eventually } from '../support/eventually';

const OFFSET = Number(process.env.FORKFUL_PORT_OFFSET || 0);
const HUB = `http://127.0.0.1:${4400 + OFFSET}/functions`;
const OVERLAP = 2000;
const uniq = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let app: App;
let db: Firestore;
const checkpointId = uniq('test-sweep');
const sweep = (over: SweepOptions = {}) => sweepReviewChanges(functionsDb, { checkpointId, overlapMs: OVERLAP, ...over });

/** The emulator hub's own switch: trigger deliveries are dropped while it is off. */
async function triggers(on: boolean) {
  const res = await fetch(`${HUB}/${on ? 'enable' : 'disable'}BackgroundTriggers`, { method: 'PUT' });
  expect(res.ok).toBe(true);
}

beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, `sweep-${Date.now()}`);
  db = getFirestore(app);
});
afterAll(async () => {
  await triggers(true).catch(() => undefined);
  await deleteApp(app);
});

const owner = uniq('sweep-owner');
const listingId = uniq('sweep');
const reviewId = (uid: string) => `${listingId}_${uid}`;
async function writeReview(uid: string, rating: number, over: Record<string, unknown> = {}) {
  await db.doc(`reviews/${reviewId(uid)}`).set(
    { listingId, userId: uid, customerName: `Diner ${uid}`, rating, comment: 'Fine.', createdAt: 1_790_000_000_000, _deleted: false, serverTimestamp: FieldValue.serverTimestamp(), ...over },
    { merge: true },
  );
}
const data = async (path: string) => (await db.doc(path).get()).data();
const copies = async () => (await db.collection(`users/${owner}/listingReviews`).where('listingId', '==', listingId).get()).docs;
const notices = async (uid: string) => (await db.collection(`users/${uid}/notifications`).get()).size;

describe('the review repair sweep', () => {
  it('repairs every missed trigger, changes nothing when run again, and a quiet run costs a few reads', { timeout: 180_000 }, async () => {
    await db.doc(`listings/${listingId}`).set(storedListing(owner, { status: 'approved', title: 'Sweep Bistro' }));
    await writeReview('d1', 5);
    await writeReview('d2', 4);
    // The triggers handle these two: the listing and its catalog entry say 4.5 from 2.
    // A cold functions emulator takes a while for its first triggers.
    expect(await eventually(() => data(`catalog/${listingId}`), (c) => c?.reviewCount === 2, 90_000)).toMatchObject({ rating: 4.5, reviewCount: 2 });
    const first = await sweep();
    expect(first.checkpoint.reviews.at).toBeGreaterThan(0);

    await triggers(false);
    try {
      await writeReview('d3', 1);
      await writeReview('d4', 2);
      await writeReview('d2', 3, { updatedAt: 1_790_000_000_500 });
      await writeReview('d1', 5, { _deleted: true });
      await db.doc(`reviewReplies/${reviewId('d3')}`).set({
        reviewId: reviewId('d3'), listingId, reviewerId: 'd3', ownerId: owner, text: 'Sorry, come back!',
        createdAt: 1_790_000_001_000, _deleted: false, serverTimestamp: FieldValue.serverTimestamp(),
      });
      await sleep(1000);
      // Nothing ran: the numbers are the old ones, d3's and d4's reviews have no owner copy.
      expect(await data(`listings/${listingId}`)).toMatchObject({ rating: 4.5, reviewCount: 2 });
      expect((await copies()).map((d) => d.id).sort()).toEqual([reviewId('d1'), reviewId('d2')]);
      expect(await notices('d3')).toBe(0);

      const repair = await sweep();
      expect(repair.listings).toContain(listingId);
      expect(repair.reviews).toBeGreaterThanOrEqual(4);
      expect(repair.replies).toBeGreaterThanOrEqual(1);
      expect(repair.ratingsRepaired).toBeGreaterThanOrEqual(1);
      expect(repair.noticesCreated).toBe(1);
      expect(repair.complete).toBe(true);

      // Live: d2 (3), d3 (1), d4 (2) → 2.0 from 3; d1 tombstoned.
      expect(await data(`listings/${listingId}`)).toMatchObject({ rating: 2, reviewCount: 3 });
      expect(await data(`reviewStats/${listingId}`)).toMatchObject({ rating: 2, reviewCount: 3, counts: { '1': 1, '2': 1, '3': 1, '4': 0, '5': 0 } });
      // Repaired even with the catalog trigger lost too.
      expect(await data(`catalog/${listingId}`)).toMatchObject({ rating: 2, reviewCount: 3 });
      const byId = new Map((await copies()).map((d) => [d.id, d.data()]));
      expect(byId.get(reviewId('d1'))?._deleted).toBe(true);
      expect(byId.get(reviewId('d2'))).toMatchObject({ rating: 3, _deleted: false });
      expect(byId.get(reviewId('d3'))).toMatchObject({ rating: 1, reply: 'Sorry, come back!', _deleted: false });
      expect(byId.get(reviewId('d4'))).toMatchObject({ rating: 2, _deleted: false });
      expect(await data(`users/d3/notifications/reply_${reviewId('d3')}`)).toMatchObject({ type: 'review_reply', _deleted: false });
      expect(await notices('d3')).toBe(1);

      // The checkpoint moved past every version it handled, and is stored server-side.
      const newest = Math.max(...(await db.collection('reviews').where('listingId', '==', listingId).get()).docs.map((d) => d.get('serverTimestamp').toMillis()));
      expect(repair.checkpoint.reviews.at).toBeGreaterThanOrEqual(newest);
      expect(repair.checkpoint.reviews.at).toBeGreaterThan(first.checkpoint.reviews.at);
      expect((await data(`${SWEEP_CHECKPOINTS}/${checkpointId}`))?.reviews.at.toMillis()).toBe(repair.checkpoint.reviews.at);

      // Again at once: the versions in the overlap are re-read but not handled again.
      const listingTs = (await data(`listings/${listingId}`))?.serverTimestamp.toMillis();
      const again = await sweep();
      expect(again).toMatchObject({ reviews: 0, replies: 0, listings: [], ratingsRepaired: 0, copiesRepaired: 0, noticesCreated: 0 });
      expect((await data(`listings/${listingId}`))?.serverTimestamp.toMillis()).toBe(listingTs);
      expect(await notices('d3')).toBe(1);
    } finally {
      await triggers(true);
    }

    // A quiet directory: once the overlap has passed, a run reads the checkpoint (twice) and
    // two empty queries, whatever the size of the directory.
    await sleep(OVERLAP * 2 + 500);
    await sweep();
    const quiet = await sweep();
    expect(quiet).toMatchObject({ reviews: 0, replies: 0, listings: [] });
    expect(quiet.reads).toBe(4);
  });

  it('a run stopped by maxDocs leaves the rest to the next, which carries on from there', { timeout: 60_000 }, async () => {
    const id = uniq('page');
    await sweep({ checkpointId: `${checkpointId}-page` });
    await db.doc(`listings/${id}`).set(storedListing(owner, { status: 'approved' }));
    for (const [uid, stars] of [['p1', 5], ['p2', 3], ['p3', 4]] as const) {
      await db.doc(`reviews/${id}_${uid}`).set({ listingId: id, userId: uid, customerName: uid, rating: stars, comment: '', createdAt: 1_790_000_000_000, _deleted: false, serverTimestamp: FieldValue.serverTimestamp() });
    }
    const opts = { checkpointId: `${checkpointId}-page`, pageSize: 1, maxDocs: 1 };
    const runs = [];
    for (let i = 0; i < 10; i++) {
      const run = await sweep(opts);
      runs.push(run);
      if (run.complete && run.reviews === 0) break;
    }
    expect(runs[0].complete).toBe(false);
    expect(runs.reduce((n, r) => n + r.reviews, 0)).toBeGreaterThanOrEqual(3);
    expect(await data(`listings/${id}`)).toMatchObject({ rating: 4, reviewCount: 3 });
  });

  it('re-reads the overlap before its checkpoint: a write stamped just before it is handled, unless that version was', async () => {
    const id = uniq('overlap');
    await db.doc(`reviews/${id}_o1`).set({ listingId: id, userId: 'o1', customerName: 'o1', rating: 4, comment: '', createdAt: 1_790_000_000_000, _deleted: false, serverTimestamp: FieldValue.serverTimestamp() });
    const ts = (await data(`reviews/${id}_o1`))?.serverTimestamp as Timestamp;
    const cp = `${checkpointId}-overlap`;
    const markAt = (ms: number, seen: string[] = []) =>
      db.doc(`${SWEEP_CHECKPOINTS}/${cp}`).set({ reviews: { at: Timestamp.fromMillis(ts.toMillis() + ms), seen }, reviewReplies: { at: Timestamp.fromMillis(ts.toMillis() + ms), seen: [] } });
    const listed = async () => (await sweep({ checkpointId: cp, overlapMs: 60_000 })).listings.includes(id);

    // Stamped 30 s before the checkpoint (a commit that became visible after the run that set it).
    await markAt(30_000);
    expect(await listed()).toBe(true);
    // The same, but that very version is recorded as handled.
    await markAt(30_000, [`${id}_o1@${ts.seconds}.${String(ts.nanoseconds).padStart(9, '0')}`]);
    expect(await listed()).toBe(false);
    // Older than the overlap: that is the checkpoint's promise, not this run's work.
    await markAt(61_000);
    expect(await listed()).toBe(false);
  });
});
