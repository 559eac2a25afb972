// The published catalogue snapshot's storage is for functions only: clients download the
// snapshot through the catalogSnapshot endpoint, never from Firestore (default deny).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { rulesEnv } from '../support/emulator';
import { clearAll } from './fixtures';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnv();
  await clearAll(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'catalogSnapshots/latest'), { snapshotId: 's1', parts: 1, count: 1 });
    await setDoc(doc(db, 'catalogSnapshots/s1'), { builtAt: 1, parts: 1 });
    await setDoc(doc(db, 'catalogSnapshots/s1/parts/0'), { data: 'x' });
  });
});
afterAll(async () => {
  await clearAll(env);
  await env.cleanup();
});

describe('catalogSnapshots', () => {
  const clients = {
    guest: () => env.unauthenticatedContext().firestore(),
    'a signed-in user': () => env.authenticatedContext('alice', { email_verified: true }).firestore(),
    'an admin': () => env.authenticatedContext('root', { admin: true }).firestore(),
  };
  for (const [who, db] of Object.entries(clients)) {
    it(`${who} can neither read nor write it`, async () => {
      await assertFails(getDoc(doc(db(), 'catalogSnapshots/latest')));
      await assertFails(getDocs(collection(db(), 'catalogSnapshots')));
      await assertFails(getDoc(doc(db(), 'catalogSnapshots/s1/parts/0')));
      await assertFails(getDocs(collection(db(), 'catalogSnapshots/s1/parts')));
      await assertFails(setDoc(doc(db(), 'catalogSnapshots/latest'), { snapshotId: 'mine' }));
      await assertFails(deleteDoc(doc(db(), 'catalogSnapshots/s1/parts/0')));
    });
  }
});
