// directoryStats/{day}: the admin reads the directory's daily snapshots; nobody else reads
// them, and no client writes them, admins included (only the snapshot function does).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { rulesEnv } from '../support/emulator';

const DAY = 'directoryStats/2031-05-14';
let env: RulesTestEnvironment;

const admin = () => env.authenticatedContext('rules-admin', { admin: true }).firestore() as unknown as Firestore;
const owner = () => env.authenticatedContext('rules-owner').firestore() as unknown as Firestore;
const guest = () => env.unauthenticatedContext().firestore() as unknown as Firestore;

beforeAll(async () => {
  env = await rulesEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, DAY), { day: '2031-05-14', approved: 3, pending: 1, rejected: 0 });
    // An admin now: the claim and the server's record (firestore.rules, isCurrentAdmin).
    await setDoc(doc(db, 'admins/rules-admin'), { email: 'rules-admin@x.test', grantedAt: 1 });
  });
});
afterAll(async () => env?.cleanup());

describe('directoryStats', () => {
  it('an admin gets and lists the days', async () => {
    await assertSucceeds(getDoc(doc(admin(), DAY)));
    await assertSucceeds(getDocs(collection(admin(), 'directoryStats')));
  });

  it('an owner and a guest cannot read them', async () => {
    for (const db of [owner(), guest()]) {
      await assertFails(getDoc(doc(db, DAY)));
      await assertFails(getDocs(collection(db, 'directoryStats')));
    }
  });

  it('nobody writes them from a client, admins included', async () => {
    for (const db of [admin(), owner(), guest()]) {
      await assertFails(setDoc(doc(db, 'directoryStats/2031-05-15'), { day: '2031-05-15', approved: 1, pending: 0, rejected: 0 }));
      await assertFails(updateDoc(doc(db, DAY), { approved: 100 }));
      await assertFails(deleteDoc(doc(db, DAY)));
    }
  });
});
