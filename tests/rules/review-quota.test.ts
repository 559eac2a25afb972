// The review rate limit, enforced by the rules alone (docs/reviews.md, reviewQuotas/{uid}): at
// most 5 new reviews in any 60 seconds, whether they come one by one or in one batch; edits
// and tombstones are never limited; the quota cannot be forged.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, deleteField, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle, dbFor, newListing, newReview, restoreWorld, seedWorld, stamp, writeNewReview, writeNewReviews, withoutRules } from './fixtures';
import { QUOTA_SLOTS } from '@/features/reviews/data/review-quota';

let env: RulesTestEnvironment;
let alice: Firestore, bob: Firestore, sam: Firestore, admin: Firestore;
/** Approved listings of bob's that alice has not reviewed yet. */
const LISTINGS = Array.from({ length: 8 }, (_, i) => `L-q${i + 1}`);
const mine = (listingId: string, over: Record<string, unknown> = {}) => newReview(listingId, 'alice', { createdAt: Date.now(), ...over });
const idOf = (listingId: string) => `${listingId}_alice`;

beforeAll(async () => {
  env = await rulesEnv();
  await clearAll(env);
  await seedWorld(env);
  await withoutRules(env, (db) => Promise.all(LISTINGS.map((id) => setDoc(doc(db, `listings/${id}`), newListing('bob', { title: id, status: 'approved' })))));
  [alice, bob, sam, admin] = (['owner', 'other', 'suspended', 'admin'] as const).map((r) => dbFor(env, r));
});
afterEach(async () => {
  // The world's reviews back, this suite's new ones gone, and every quota with them.
  await restoreWorld(env, 'reviews');
  await withoutRules(env, async (db) => {
    for (const d of (await getDocs(collection(db, 'rateLimits'))).docs) await deleteDoc(d.ref);
  });
});
afterAll(async () => {
  await clearAndSettle(env);
  await env.cleanup();
});

async function serverDoc(path: string) {
  let data: Record<string, unknown> | undefined;
  await withoutRules(env, async (db) => (data = (await getDoc(doc(db, path))).data()));
  return data;
}
/** alice's five slots, claimed `ago` ms before now (rules disabled), as if she had reviewed then. */
async function claimedAgo(ago: number) {
  const at = Timestamp.fromMillis(Date.now() - ago);
  await withoutRules(env, (db) => setDoc(doc(db, 'reviewQuotas/alice'), Object.fromEntries(QUOTA_SLOTS.map((s, i) => [s, { id: `old-${i}_alice`, at }]))));
}
const quotaRef = (db: Firestore, uid = 'alice') => doc(db, `reviewQuotas/${uid}`);

describe('new reviews claim the rate limit', () => {
  it('the first review needs no quota yet: its write creates the quota, claiming one slot', async () => {
    await assertSucceeds(writeNewReview(alice, 'alice', idOf('L-q1'), mine('L-q1')));
    const quota = await serverDoc('reviewQuotas/alice');
    expect(Object.values(quota ?? {}).map((slot) => (slot as { id: string }).id)).toEqual([idOf('L-q1')]);
    await assertSucceeds(getDoc(quotaRef(alice)));
  });
  it('a new review that claims no slot is refused, with no quota yet or with free slots', async () => {
    await assertFails(setDoc(doc(alice, `reviews/${idOf('L-q1')}`), mine('L-q1')));
    await assertSucceeds(writeNewReview(alice, 'alice', idOf('L-q2'), mine('L-q2')));
    await assertFails(setDoc(doc(alice, `reviews/${idOf('L-q1')}`), mine('L-q1')));
    // A slot claimed for another review, or with a time of the client's choosing, claims nothing.
    const other = writeBatch(alice);
    other.set(doc(alice, `reviews/${idOf('L-q1')}`), mine('L-q1'));
    other.set(quotaRef(alice), { s4: { id: idOf('L-q3'), at: serverTimestamp() } }, { merge: true });
    await assertFails(other.commit());
    const backdated = writeBatch(alice);
    backdated.set(doc(alice, `reviews/${idOf('L-q1')}`), mine('L-q1'));
    backdated.set(quotaRef(alice), { s4: { id: idOf('L-q1'), at: Timestamp.now() } }, { merge: true });
    await assertFails(backdated.commit());
    // A slot claimed for it by an earlier write is not claimed by this one.
    await assertSucceeds(setDoc(quotaRef(alice), { s3: { id: idOf('L-q1'), at: serverTimestamp() } }, { merge: true }));
    await assertFails(setDoc(doc(alice, `reviews/${idOf('L-q1')}`), mine('L-q1')));
    expect(await serverDoc(`reviews/${idOf('L-q1')}`)).toBeUndefined();
  });
  it('a batch of 8 new reviews is refused as a whole; a batch of 5 lands', async () => {
    const eight = Object.fromEntries(LISTINGS.map((l) => [idOf(l), mine(l)]));
    await assertFails(writeNewReviews(alice, 'alice', eight));
    for (const l of LISTINGS) expect(await serverDoc(`reviews/${idOf(l)}`)).toBeUndefined();
    // Five slots, eight reviews each naming a slot: three share one, which holds one id.
    const forged = writeBatch(alice);
    LISTINGS.forEach((l) => forged.set(doc(alice, `reviews/${idOf(l)}`), mine(l)));
    forged.set(quotaRef(alice), Object.fromEntries(QUOTA_SLOTS.map((s, i) => [s, { id: idOf(LISTINGS[i]), at: serverTimestamp() }])));
    await assertFails(forged.commit());
    await assertSucceeds(writeNewReviews(alice, 'alice', Object.fromEntries(LISTINGS.slice(0, 5).map((l) => [idOf(l), mine(l)]))));
    await assertFails(writeNewReview(alice, 'alice', idOf(LISTINGS[5]), mine(LISTINGS[5])));
  });
  it('six in a row within a minute: the sixth is refused until the oldest claim is a minute old', async () => {
    for (const l of LISTINGS.slice(0, 5)) await assertSucceeds(writeNewReview(alice, 'alice', idOf(l), mine(l)));
    await assertFails(writeNewReview(alice, 'alice', idOf('L-q6'), mine('L-q6')));
    // Edits and tombstones are never limited.
    await assertSucceeds(updateDoc(doc(alice, `reviews/${idOf('L-q1')}`), { comment: 'An edit is not a new review.', updatedAt: Date.now(), ...stamp() }));
    await assertSucceeds(updateDoc(doc(alice, `reviews/${idOf('L-q2')}`), { _deleted: true, updatedAt: Date.now(), ...stamp() }));
    await assertSucceeds(updateDoc(doc(alice, 'reviews/L-bob_alice'), { rating: 2, ...stamp() }));
    // One claim ages past the minute (rules disabled): exactly one more new review fits.
    await withoutRules(env, (db) => updateDoc(quotaRef(db), { 's2.at': Timestamp.fromMillis(Date.now() - 60_001) }));
    await assertSucceeds(writeNewReview(alice, 'alice', idOf('L-q6'), mine('L-q6')));
    await assertFails(writeNewReview(alice, 'alice', idOf('L-q7'), mine('L-q7')));
  });
  it('claims a minute old free their slots; a tombstone written as new (deleted before its push) counts too', async () => {
    await claimedAgo(60_001);
    await assertSucceeds(writeNewReviews(alice, 'alice', Object.fromEntries(LISTINGS.slice(0, 4).map((l) => [idOf(l), mine(l)]))));
    await assertSucceeds(writeNewReview(alice, 'alice', idOf('L-q5'), mine('L-q5', { _deleted: true })));
    await assertFails(writeNewReview(alice, 'alice', idOf('L-q6'), mine('L-q6', { _deleted: true })));
  });
});

describe('the quota cannot be forged', () => {
  it('its user cannot reset, shrink, back-date, re-claim or delete slots claimed within the minute', async () => {
    await claimedAgo(1_000);
    await assertSucceeds(getDoc(quotaRef(alice)));
    await assertFails(setDoc(quotaRef(alice), {}));
    await assertFails(updateDoc(quotaRef(alice), { s0: deleteField() }));
    await assertFails(updateDoc(quotaRef(alice), { 's0.at': Timestamp.fromMillis(Date.now() - 120_000) }));
    await assertFails(updateDoc(quotaRef(alice), { s0: { id: idOf('L-q1'), at: serverTimestamp() } }));
    await assertFails(deleteDoc(quotaRef(alice)));
    // Nor add a sixth slot, or anything else.
    await assertFails(updateDoc(quotaRef(alice), { s5: { id: idOf('L-q1'), at: serverTimestamp() } }));
    await assertFails(updateDoc(quotaRef(alice), { note: 'x' }));
    await assertFails(writeNewReview(alice, 'alice', idOf('L-q1'), mine('L-q1')));
  });
  it('nobody reads or writes another user’s quota; a suspended user writes not even their own', async () => {
    await claimedAgo(120_000);
    const claim = { s0: { id: idOf('L-q1'), at: serverTimestamp() } };
    await assertFails(getDoc(quotaRef(bob)));
    await assertFails(setDoc(quotaRef(bob), claim, { merge: true }));
    await assertFails(getDoc(quotaRef(admin)));
    await assertFails(setDoc(quotaRef(admin), claim, { merge: true }));
    await assertFails(setDoc(quotaRef(sam, 'sam'), { s0: { id: 'L-q1_sam', at: serverTimestamp() } }));
    // Her own, with a free slot: fine (claiming a slot for nothing only spends it).
    await assertSucceeds(setDoc(quotaRef(alice), claim, { merge: true }));
  });
  it('the reports limit (rateLimits, the reportContent callable) stays unreadable and unwritable', async () => {
    await withoutRules(env, (db) => setDoc(doc(db, 'rateLimits/alice'), { reports: [Date.now()], reportsBlockedUntil: 0 }));
    await assertFails(getDoc(doc(alice, 'rateLimits/alice')));
    await assertFails(setDoc(doc(alice, 'rateLimits/alice'), { reports: [] }));
    await assertFails(deleteDoc(doc(alice, 'rateLimits/alice')));
    await assertFails(getDoc(doc(admin, 'rateLimits/alice')));
  });
});
