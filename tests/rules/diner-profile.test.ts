// A diner's account: the profile the diner sign-up writes (no business fields) is accepted,
// works for favourites at once and for reviews once the e-mail is verified, can take business
// details later (becoming an owner), and cannot claim a verified e-mail its token does not have.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle, dbAs, newFavorite, newReview, restoreAll, seedWorld, stamp, T0, withoutRules, writeNewReview } from './fixtures';

let env: RulesTestEnvironment;
let n = 0;

beforeAll(async () => {
  env = await rulesEnv();
  await clearAll(env);
  await seedWorld(env);
});
afterEach(async () => restoreAll(env));
afterAll(async () => {
  await clearAndSettle(env);
  await env.cleanup();
});

/** A fresh diner: uid, e-mail, and a client as their (un)verified token. */
function diner(verified = false) {
  const uid = `diner-${++n}-${Date.now().toString(36)}`;
  const email = `${uid}@x.test`;
  return { uid, email, db: dbAs(env, uid, { email, email_verified: verified }) };
}

/** Exactly what the diner sign-up writes (src/features/auth/data/auth-actions.ts). */
function dinerProfile(email: string, over: Record<string, unknown> = {}) {
  return { fullName: 'Dina Diner', email, role: 'business_owner', package: null, status: 'active', createdAt: T0, updatedAt: T0, _deleted: false, ...stamp(), ...over };
}

describe('a diner profile', () => {
  it('is created without business fields, and read back by its user', async () => {
    const { uid, email, db } = diner();
    await assertSucceeds(setDoc(doc(db, `profiles/${uid}`), dinerProfile(email)));
    const snap = await getDoc(doc(db, `profiles/${uid}`));
    expect(Object.keys(snap.data()!).sort()).toEqual(['_deleted', 'createdAt', 'email', 'fullName', 'package', 'role', 'serverTimestamp', 'status', 'updatedAt']);
  });

  it('still refuses what no new account may have: a plan, a suspension, admin, another e-mail, unknown keys', async () => {
    const { uid, email, db } = diner();
    for (const over of [{ package: 'Gold' }, { status: 'inactive' }, { role: 'admin' }, { email: 'someone@else.test' }, { favouriteDish: 'pie' }, { fullName: '' }]) {
      await assertFails(setDoc(doc(db, `profiles/${uid}`), dinerProfile(email, over)));
    }
  });

  it('cannot claim a verified e-mail its ID token does not have', async () => {
    const unverified = diner(false);
    await assertFails(setDoc(doc(unverified.db, `profiles/${unverified.uid}`), dinerProfile(unverified.email, { emailVerified: true })));
    await assertSucceeds(setDoc(doc(unverified.db, `profiles/${unverified.uid}`), dinerProfile(unverified.email, { emailVerified: false })));
    const verified = diner(true);
    await assertSucceeds(setDoc(doc(verified.db, `profiles/${verified.uid}`), dinerProfile(verified.email, { emailVerified: true })));
    const absent = diner(true);
    await assertSucceeds(setDoc(doc(absent.db, `profiles/${absent.uid}`), dinerProfile(absent.email)));
  });

  it('saves a favourite before the e-mail is verified, and reviews only once it is', async () => {
    const { uid, email, db } = diner(false);
    await setDoc(doc(db, `profiles/${uid}`), dinerProfile(email));
    await assertSucceeds(setDoc(doc(db, `users/${uid}/favorites/L-bob2`), newFavorite('L-bob2')));
    await assertFails(writeNewReview(db, uid, `L-bob2_${uid}`, newReview('L-bob2', uid, { createdAt: Date.now() })));

    const verifiedDb = dbAs(env, uid, { email, email_verified: true });
    await assertSucceeds(writeNewReview(verifiedDb, uid, `L-bob2_${uid}`, newReview('L-bob2', uid, { createdAt: Date.now() })));
  });

  it('takes a business later: a diner can become an owner', async () => {
    const { uid, email, db } = diner(true);
    await setDoc(doc(db, `profiles/${uid}`), dinerProfile(email));
    await assertSucceeds(
      updateDoc(doc(db, `profiles/${uid}`), { businessName: 'Dina’s Deli', businessType: 'Cafe', updatedAt: T0 + 1, serverTimestamp: serverTimestamp() }),
    );
    await withoutRules(env, async (admin) => {
      expect((await getDoc(doc(admin, `profiles/${uid}`))).data()).toMatchObject({ businessName: 'Dina’s Deli', businessType: 'Cafe', role: 'business_owner' });
    });
  });
});
