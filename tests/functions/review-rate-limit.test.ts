// limitReviewRate: the sixth review in a minute finds its author blocked (the rules read the
// block, tests/rules/reviews.test.ts); a retried trigger never counts a review twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { countReview } from '../../functions/src/reviews/limit-reviews';
import { PROJECT_ID } from '../support/emulator';
import { eventually } from '../support/eventually';

let app: App;
let db: Firestore;
const uniq = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, `rate-limit-${Date.now()}`);
  db = getFirestore(app);
});
afterAll(async () => deleteApp(app));

const limitsOf = (uid: string) => async () => (await db.doc(`rateLimits/${uid}`).get()).data();

describe('limitReviewRate (the trigger)', () => {
  it('four new reviews leave the author free; the fifth blocks them for the rest of the minute', async () => {
    const uid = uniq('busy');
    const write = (n: number) =>
      db.doc(`reviews/${uniq('L')}_${uid}`).set({ listingId: `L${n}`, userId: uid, customerName: 'Busy B.', rating: 3, comment: '', createdAt: Date.now(), _deleted: false, serverTimestamp: FieldValue.serverTimestamp() });
    for (let n = 0; n < 4; n++) await write(n);
    const four = await eventually(limitsOf(uid), (d) => d?.reviews?.length === 4);
    expect(four?.reviewsBlockedUntil).toBe(0);
    await write(4);
    const five = await eventually(limitsOf(uid), (d) => d?.reviews?.length === 5);
    expect(five?.reviewsBlockedUntil).toBeGreaterThan(Date.now());
    expect(five?.reviewsBlockedUntil).toBeLessThanOrEqual(Date.now() + 60_000);
  });
});

describe('countReview (the core)', () => {
  it('counts a review once however often it runs, and forgets writes older than a minute', async () => {
    const uid = uniq('calm');
    const now = Date.now();
    expect((await countReview(uid, 'r1', now - 120_000)).count).toBe(1);
    expect((await countReview(uid, 'r2', now)).count).toBe(1);
    expect((await countReview(uid, 'r2', now)).count).toBe(-1);
    expect((await limitsOf(uid)())?.reviews).toEqual([now]);
  });
});
