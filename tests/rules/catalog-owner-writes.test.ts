// The catalogue is what a plan lets diners see, so only the projection function writes it: an
// owner cannot publish a field their plan does not include, nor mark their own page ad-free,
// even on their own listing's entry (plan-entitlements.test.ts covers the function side).
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle } from './fixtures';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnv();
});
afterAll(async () => {
  await clearAndSettle(env);
  await env.cleanup();
});
beforeEach(async () => {
  await clearAll(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    // A Basic owner's entry: the core four, none of the paid content.
    await setDoc(doc(db, 'catalog/basic-place'), { title: 'Basic Place', ownerId: 'olive', city: 'Austin', _deleted: false, updatedAt: 1, serverTimestamp: serverTimestamp() });
  });
});

const olive = () => env.authenticatedContext('olive').firestore();
const paid = { menu: [{ name: 'Bowls', items: [] }], tagline: 'Best in town', adFree: 'all', updatedAt: 2, serverTimestamp: serverTimestamp() };

describe('an owner and their own catalogue entry', () => {
  it('may read it', async () => {
    await assertSucceeds(getDoc(doc(olive(), 'catalog/basic-place')));
  });

  it('cannot add paid content or an ad-free mark to it, in any way', async () => {
    await assertFails(updateDoc(doc(olive(), 'catalog/basic-place'), paid));
    await assertFails(setDoc(doc(olive(), 'catalog/basic-place'), paid, { merge: true }));
    await assertFails(setDoc(doc(olive(), 'catalog/basic-place'), { title: 'Basic Place', ownerId: 'olive', _deleted: false, ...paid }));
    await assertFails(deleteDoc(doc(olive(), 'catalog/basic-place')));
  });

  it('cannot create an entry for a listing of their own', async () => {
    await assertFails(setDoc(doc(olive(), 'catalog/olive-new'), { title: 'New', ownerId: 'olive', _deleted: false, ...paid }));
  });
});
