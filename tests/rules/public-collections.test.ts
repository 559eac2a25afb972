// catalog and ads are read models written only by functions/admin tools; listings are
// visible when approved (and their owner not suspended: suspended-owner-listings.test.ts), to
// their owner, or to admins.
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle } from './fixtures';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnv();
});
afterAll(async () => {
  // Listing writes fire the projection and notification functions, whose transactions can
  // still hold locks here: clear with retries, and leave nothing behind for the next suite.
  await clearAndSettle(env);
  await env.cleanup();
});
beforeEach(async () => {
  await clearAll(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'catalog/c1'), { title: 'Public', _deleted: false, serverTimestamp: serverTimestamp() });
    await setDoc(doc(db, 'ads/a1'), { title: 'Ad', isActive: true, _deleted: false, serverTimestamp: serverTimestamp() });
    await setDoc(doc(db, 'listings/approved'), { title: 'A', status: 'approved', ownerId: 'alice' });
    await setDoc(doc(db, 'listings/pending'), { title: 'P', status: 'pending', ownerId: 'alice' });
  });
});

const guest = () => env.unauthenticatedContext().firestore();
const alice = () => env.authenticatedContext('alice').firestore();
const bob = () => env.authenticatedContext('bob').firestore();
const admin = () => env.authenticatedContext('root', { admin: true }).firestore();

describe('catalog and ads', () => {
  for (const path of ['catalog/c1', 'ads/a1']) {
    const col = path.split('/')[0];
    it(`anyone reads ${col}`, async () => {
      await assertSucceeds(getDoc(doc(guest(), path)));
      await assertSucceeds(getDocs(collection(guest(), col)));
      await assertSucceeds(getDocs(collection(alice(), col)));
    });
    it(`no client writes ${col}, not even an admin`, async () => {
      for (const db of [guest(), alice(), admin()]) {
        await assertFails(setDoc(doc(db, `${col}/new`), { title: 'x' }));
        await assertFails(updateDoc(doc(db, path), { title: 'hacked' }));
        await assertFails(deleteDoc(doc(db, path)));
      }
    });
  }
});

describe('listings visibility', () => {
  it('approved listings are readable by anyone (a list names their owner)', async () => {
    await assertSucceeds(getDoc(doc(guest(), 'listings/approved')));
    await assertSucceeds(getDocs(query(collection(guest(), 'listings'), where('ownerId', '==', 'alice'), where('status', '==', 'approved'))));
  });
  it('a pending listing is readable by its owner and admins only', async () => {
    await assertFails(getDoc(doc(guest(), 'listings/pending')));
    await assertFails(getDoc(doc(bob(), 'listings/pending')));
    await assertSucceeds(getDoc(doc(alice(), 'listings/pending')));
    await assertSucceeds(getDoc(doc(admin(), 'listings/pending')));
  });
  it('an unfiltered list is refused to guests but owners may list their own', async () => {
    await assertFails(getDocs(collection(guest(), 'listings')));
    await assertSucceeds(getDocs(query(collection(alice(), 'listings'), where('ownerId', '==', 'alice'))));
    await assertFails(getDocs(query(collection(bob(), 'listings'), where('ownerId', '==', 'alice'))));
  });
  it('a get of a document that does not exist yet is allowed (push replication reads first)', async () => {
    await assertSucceeds(getDoc(doc(alice(), 'listings/not-yet-created')));
  });
});
