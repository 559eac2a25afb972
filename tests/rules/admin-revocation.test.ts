// An admin's ID token keeps its `admin` claim for up to an hour after the claim is removed. The
// admin-only reads (search misses, directory stats, every payment, every listing's stats) also
// want the server's record admins/{uid}, which revoking deletes at once (scripts/make-admin.mjs),
// so a revoked admin's still-valid token reads none of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, where, type Firestore } from 'firebase/firestore';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { makeAdmin, revokeAdmin } from '../../scripts/make-admin.mjs';
import { PROJECT_ID, rulesEnv } from '../support/emulator';
import { clearAll, clearAndSettle, dbAs, dbFor, seedWorld, withoutRules } from './fixtures';

let env: RulesTestEnvironment;
const DAY = '2031-05-14';
const ADMIN_TOKEN = { email: 'ex@x.test', email_verified: true, admin: true };

/** Every admin-only read the rules guard with isCurrentAdmin(): gets and lists. */
const reads = (db: Firestore): Promise<unknown>[] => [
  getDoc(doc(db, 'searchMisses/t1')),
  getDocs(query(collection(db, 'searchMisses'), where('devices', '>=', 3))),
  getDoc(doc(db, `directoryStats/${DAY}`)),
  getDocs(collection(db, 'directoryStats')),
  getDoc(doc(db, 'payments/pay-alice')),
  getDocs(collection(db, 'payments')),
  getDoc(doc(db, `listingStats/L-alice/days/${DAY}`)),
  getDocs(collection(db, 'listingStats/L-bob/days')),
];

beforeAll(async () => {
  env = await rulesEnv();
  await clearAll(env);
  await seedWorld(env);
  await withoutRules(env, async (db) => {
    await setDoc(doc(db, 'searchMisses/t1'), { term: 'vegan ramen', searches: 4, devices: 3, lastDay: DAY });
    await setDoc(doc(db, `directoryStats/${DAY}`), { day: DAY, approved: 3, pending: 1, rejected: 0 });
    await setDoc(doc(db, `listingStats/L-alice/days/${DAY}`), { day: DAY, listingId: 'L-alice', view: 3 });
    await setDoc(doc(db, `listingStats/L-bob/days/${DAY}`), { day: DAY, listingId: 'L-bob', view: 1 });
  });
});
afterAll(async () => {
  await clearAndSettle(env);
  await env?.cleanup();
});

describe('admin-only reads need the admin record as well as the claim', () => {
  it('an admin with both reads them all', async () => {
    for (const read of reads(dbFor(env, 'admin'))) await assertSucceeds(read);
  });

  it('revoked: the same still-valid token, claim and all, is refused every one; granted again, it reads', async () => {
    const ex = dbAs(env, 'ex-admin', ADMIN_TOKEN);
    await withoutRules(env, (db) => setDoc(doc(db, 'admins/ex-admin'), { email: ADMIN_TOKEN.email, grantedAt: 1 }));
    for (const read of reads(ex)) await assertSucceeds(read);

    await withoutRules(env, (db) => deleteDoc(doc(db, 'admins/ex-admin')));
    for (const read of reads(ex)) await assertFails(read);
  });

  it('the record without the claim is not enough', async () => {
    await withoutRules(env, (db) => setDoc(doc(db, 'admins/claimless'), { email: 'c@x.test', grantedAt: 1 }));
    for (const read of reads(dbAs(env, 'claimless', { email: 'c@x.test', email_verified: true }))) await assertFails(read);
  });

  it('nobody reads or writes the admin records from a client, admins included', async () => {
    for (const role of ['guest', 'owner', 'admin'] as const) {
      const db = dbFor(env, role);
      await assertFails(getDoc(doc(db, 'admins/root')));
      await assertFails(getDocs(collection(db, 'admins')));
      await assertFails(setDoc(doc(db, 'admins/alice'), { email: 'alice@x.test', grantedAt: 1 }));
      await assertFails(deleteDoc(doc(db, 'admins/root')));
    }
  });
});

describe('scripts/make-admin.mjs', () => {
  it('grants the claim and the record together, and --revoke removes both and ends the sessions', async () => {
    const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
    const auth = getAuth(app);
    const email = `make-admin-${Date.now()}@x.test`;
    const user = await auth.createUser({ email, password: 'Secret123!' });
    await auth.setCustomUserClaims(user.uid, { beta: true });

    await makeAdmin(email);
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ beta: true, admin: true });
    expect((await getFirestore(app).doc(`admins/${user.uid}`).get()).get('email')).toBe(email);
    const token = { email, email_verified: true, admin: true };
    await assertSucceeds(getDoc(doc(dbAs(env, user.uid, token), 'payments/pay-alice')));

    await revokeAdmin(email);
    const after = await auth.getUser(user.uid);
    expect(after.customClaims).toEqual({ beta: true });
    expect(Date.parse(after.tokensValidAfterTime!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await getFirestore(app).doc(`admins/${user.uid}`).get()).exists).toBe(false);
    expect((await getFirestore(app).doc(`profiles/${user.uid}`).get()).get('role')).toBe('business_owner');
    // The token issued before still says admin: the rules refuse it all the same.
    for (const read of reads(dbAs(env, user.uid, token))) await assertFails(read);
  });
});
