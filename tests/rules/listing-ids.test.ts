// A listing id is used once. Listings are never hard-deleted by the app, but one deleted from
// the console or by a clean-up frees its id; a new listing there would inherit the old one's
// reviews, rating, favourites and catalogue entry. So a new listing needs an id that was never
// public (no catalog/{id}, which the projection only ever tombstones) nor reviewed (no
// reviewStats/{id}), and the owner's RxDB push (read first, then write) still goes through.
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle, dbAs, dbFor, newListing, newProfile, newReview, restoreAll, seedWorld, stamp, T0, writeNewReview } from './fixtures';

let env: RulesTestEnvironment;
let alice: Firestore, bob: Firestore;

beforeAll(async () => {
  env = await rulesEnv();
  await clearAll(env);
  await seedWorld(env);
  [alice, bob] = (['owner', 'other'] as const).map((r) => dbFor(env, r));
});
afterEach(async () => restoreAll(env));
afterAll(async () => {
  await clearAndSettle(env);
  await env.cleanup();
});

/** The Admin SDK (the console, a clean-up script): no rules. */
const withoutRules = (fn: (db: Firestore) => Promise<unknown>) =>
  env.withSecurityRulesDisabled(async (ctx) => {
    await fn(ctx.firestore() as unknown as Firestore);
  });
/** What the owner's push does for a listing the server has not seen: read it, then set it. */
async function pushNew(db: Firestore, id: string, data: Record<string, unknown>) {
  const there = await getDoc(doc(db, `listings/${id}`));
  if (there.exists()) throw new Error(`listings/${id} exists`);
  await setDoc(doc(db, `listings/${id}`), data);
}

describe('a new listing takes an id no listing has had', () => {
  it('the id of a hard-deleted listing is refused to everyone, its old owner too', async () => {
    // L-bob was approved (catalog/L-bob) and reviewed (reviews/L-bob_alice, …).
    await withoutRules((db) => deleteDoc(doc(db, 'listings/L-bob')));
    await assertFails(pushNew(alice, 'L-bob', newListing('alice')));
    await assertFails(pushNew(bob, 'L-bob', newListing('bob')));
    // Its reviews stay with the dead id: nobody adds to them either (a live listing, yes).
    await withoutRules((db) => setDoc(doc(db, 'profiles/carol'), newProfile('carol', 'carol@x.test')));
    const carol = dbAs(env, 'carol', { email: 'carol@x.test', email_verified: true });
    await assertFails(writeNewReview(carol, 'carol', 'L-bob_carol', newReview('L-bob', 'carol')));
    await assertSucceeds(writeNewReview(carol, 'carol', 'L-bob2_carol', newReview('L-bob2', 'carol')));
  });
  it('either trace is enough: a catalog entry (even a tombstone) or rating stats', async () => {
    await withoutRules(async (db) => {
      await setDoc(doc(db, 'catalog/gone-public'), { _deleted: true, updatedAt: T0, serverTimestamp: serverTimestamp() });
      await setDoc(doc(db, 'reviewStats/gone-reviewed'), { listingId: 'gone-reviewed', rating: 4, reviewCount: 1, _deleted: false, serverTimestamp: serverTimestamp() });
    });
    await assertFails(pushNew(alice, 'gone-public', newListing('alice')));
    await assertFails(pushNew(alice, 'gone-reviewed', newListing('alice')));
  });
  it('a fresh id is accepted through the push, and its next push is an update', async () => {
    await assertSucceeds(pushNew(alice, 'fresh-alice-1', newListing('alice')));
    await assertSucceeds(updateDoc(doc(alice, 'listings/fresh-alice-1'), newListing('alice', { title: 'Edited', updatedAt: T0 + 1 })));
  });
  it('its owner still writes over their own live or tombstoned listing (an update, not a create)', async () => {
    await assertSucceeds(updateDoc(doc(alice, 'listings/L-alice'), { _deleted: true, updatedAt: T0 + 1, ...stamp() }));
    await assertSucceeds(setDoc(doc(alice, 'listings/L-alice'), newListing('alice', { title: 'Back', updatedAt: T0 + 2 })));
  });
});
