// The app's push of a diner's reviews (src/features/reviews/data/review-push.ts, the handler
// RxDB's replication calls) against the emulator's rules: new reviews claim the author's rate
// limit in the same transaction; those beyond it wait for RxDB's retry, edits never wait.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, getDoc, setDoc, type Firestore } from 'firebase/firestore';
import type { WithDeleted } from 'rxdb';
import { rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle, dbFor, newListing, restoreWorld, seedWorld, T0, withoutRules } from './fixtures';
import { ReviewLimitError, reviewPushHandler } from '@/features/reviews/data/review-push';
import { QUOTA_SLOTS } from '@/features/reviews/data/review-quota';
import { reviewConflictHandler } from '@/features/reviews/data/my-reviews-collection';
import type { Review } from '@/features/reviews/data/review-schema';

let env: RulesTestEnvironment;
let alice: Firestore;
const LISTINGS = Array.from({ length: 8 }, (_, i) => `L-p${i + 1}`);

beforeAll(async () => {
  env = await rulesEnv();
  await clearAll(env);
  await seedWorld(env);
  await withoutRules(env, (db) => Promise.all(LISTINGS.map((id) => setDoc(doc(db, `listings/${id}`), newListing('bob', { title: id, status: 'approved' })))));
  alice = dbFor(env, 'owner');
});
afterEach(async () => restoreWorld(env, 'reviews'));
afterAll(async () => {
  await clearAndSettle(env);
  await env.cleanup();
});

async function onServer(id: string) {
  let data: Record<string, unknown> | undefined;
  await withoutRules(env, async (db) => (data = (await getDoc(doc(db, `reviews/${id}`))).data()));
  return data;
}
/** Every slot of alice's quota claimed `ago` ms before now (rules disabled). */
const claimedAgo = (ago: number) =>
  withoutRules(env, (db) => setDoc(doc(db, 'reviewQuotas/alice'), Object.fromEntries(QUOTA_SLOTS.map((s, i) => [s, { id: `old-${i}_alice`, at: Timestamp.fromMillis(Date.now() - ago) }]))));

const review = (listingId: string, over: Partial<WithDeleted<Review>> = {}): WithDeleted<Review> => {
  const now = Date.now();
  return { id: `${listingId}_alice`, listingId, userId: 'alice', customerName: 'Alice A.', rating: 4, comment: 'Good.', createdAt: now, updatedAt: now, _deleted: false, ...over };
};
/** alice's seeded review of L-bob as this device last saw it (tests/rules/fixtures.ts). */
const seeded = review('L-bob', { customerName: 'Reviewer alice', rating: 5, comment: 'Lovely.', createdAt: T0, updatedAt: T0 });
const edit = { assumedMasterState: seeded, newDocumentState: { ...seeded, rating: 3, comment: 'Edited.', updatedAt: Date.now() } };
const push = (now?: () => number) => reviewPushHandler(alice, 'alice', reviewConflictHandler.isEqual, now);

describe('the review push', () => {
  it('eight new reviews from a device back online: five go with their claims, three wait for RxDB’s retry, an edit goes at once', async () => {
    const rows = [...LISTINGS.map((l) => ({ newDocumentState: review(l) })), edit];
    const first = await push()(rows).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(ReviewLimitError);
    expect((first as ReviewLimitError).waiting).toBe(3);
    const landed = async () => (await Promise.all(LISTINGS.map((l) => onServer(`${l}_alice`)))).filter(Boolean).length;
    expect(await landed()).toBe(5);
    expect((await onServer('L-bob_alice'))?.comment).toBe('Edited.');
    // The retry (RxDB sends the same rows) skips what landed and still finds no free slot.
    await expect(push()(rows)).rejects.toBeInstanceOf(ReviewLimitError);
    expect(await landed()).toBe(5);
    // A minute later the slots are free: the rest go, and the push succeeds with no conflict.
    await claimedAgo(60_001);
    await expect(push()(rows)).resolves.toEqual([]);
    expect(await landed()).toBe(8);
  });
  it('a review the server changed meanwhile comes back as a conflict, and nothing is written for it', async () => {
    const stale = { assumedMasterState: { ...seeded, rating: 4 }, newDocumentState: { ...seeded, rating: 1, updatedAt: Date.now() } };
    const conflicts = await push()([stale, { newDocumentState: review('L-p1') }]);
    expect(conflicts.map((c) => [c.id, c.rating])).toEqual([['L-bob_alice', 5]]);
    expect((await onServer('L-bob_alice'))?.rating).toBe(5);
    expect(await onServer('L-p1_alice')).toBeTruthy();
  });
  it('a clock ahead of the server’s claims slots too early: refused, the new review waits, the edit still goes', async () => {
    await claimedAgo(1_000);
    const error = await push(() => Date.now() + 120_000)([{ newDocumentState: review('L-p1') }, edit]).catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('permission-denied');
    expect(await onServer('L-p1_alice')).toBeUndefined();
    expect((await onServer('L-bob_alice'))?.comment).toBe('Edited.');
  });
});
