// A suspended owner's approved listings leave public view at once, as they leave the catalog:
// nobody else reads them through listings/ or reviews them. Their owner and admins still read
// them, and reactivation brings everything back.
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, updateDoc, where, type Firestore } from 'firebase/firestore';
import { rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle, dbFor, newReview, restoreAll, seedWorld, stamp, writeNewReview } from './fixtures';

let env: RulesTestEnvironment;
let alice: Firestore, bob: Firestore, admin: Firestore, guest: Firestore;

beforeAll(async () => {
  env = await rulesEnv();
  await clearAll(env);
  await seedWorld(env);
  // bob owns the approved L-bob (reviewed by alice) and L-bob2.
  [alice, bob, admin, guest] = (['owner', 'other', 'admin', 'guest'] as const).map((r) => dbFor(env, r));
});
afterEach(async () => restoreAll(env));
afterAll(async () => {
  await clearAndSettle(env);
  await env.cleanup();
});

/** What setUserStatus writes (here with the Admin SDK's rights). */
const setStatus = (uid: string, status: 'active' | 'inactive') =>
  env.withSecurityRulesDisabled(async (ctx) => {
    await updateDoc(doc(ctx.firestore() as unknown as Firestore, `profiles/${uid}`), { status, ...stamp() });
  });
/** Someone else's approved listings: a list must name their owner, whose profile the rules read. */
const approvedOf = (db: Firestore, ownerId: string) =>
  query(collection(db, 'listings'), where('ownerId', '==', ownerId), where('status', '==', 'approved'));

describe('a suspended owner’s approved listings', () => {
  it('are read by nobody else, one by one or in a list', async () => {
    // Readable while bob is active, so the refusals below are the suspension's doing.
    for (const db of [guest, alice]) {
      await assertSucceeds(getDoc(doc(db, 'listings/L-bob')));
      await assertSucceeds(getDocs(approvedOf(db, 'bob')));
    }
    await setStatus('bob', 'inactive');
    for (const db of [guest, alice]) {
      await assertFails(getDoc(doc(db, 'listings/L-bob')));
      await assertFails(getDocs(approvedOf(db, 'bob')));
    }
  });
  it('are still read by their owner (their pull) and by admins', async () => {
    await setStatus('bob', 'inactive');
    await assertSucceeds(getDoc(doc(bob, 'listings/L-bob')));
    await assertSucceeds(getDocs(query(collection(bob, 'listings'), where('ownerId', '==', 'bob'))));
    await assertSucceeds(getDoc(doc(admin, 'listings/L-bob')));
    await assertSucceeds(getDocs(collection(admin, 'listings')));
  });
  it('cannot be reviewed, nor their reviews edited (a review can still be removed)', async () => {
    await setStatus('bob', 'inactive');
    await assertFails(writeNewReview(alice, 'alice', 'L-bob2_alice', newReview('L-bob2', 'alice')));
    await assertFails(updateDoc(doc(alice, 'reviews/L-bob_alice'), { rating: 1, ...stamp() }));
    await assertSucceeds(updateDoc(doc(alice, 'reviews/L-bob_alice'), { _deleted: true, ...stamp() }));
  });
  it('are readable and reviewable again once their owner is reactivated', async () => {
    await setStatus('bob', 'inactive');
    await assertFails(getDoc(doc(guest, 'listings/L-bob')));
    await setStatus('bob', 'active');
    await assertSucceeds(getDoc(doc(guest, 'listings/L-bob')));
    await assertSucceeds(getDocs(approvedOf(guest, 'bob')));
    await assertSucceeds(writeNewReview(alice, 'alice', 'L-bob2_alice', newReview('L-bob2', 'alice')));
  });
});

describe('listing listings that are not one’s own', () => {
  it('a list that does not name the owner cannot be proven and is refused (the public read model is catalog/)', async () => {
    await assertFails(getDocs(query(collection(guest, 'listings'), where('status', '==', 'approved'))));
    await assertSucceeds(getDocs(query(collection(guest, 'catalog'))));
  });
});
