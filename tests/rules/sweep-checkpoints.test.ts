// sweepCheckpoints/{id}: the review repair sweep's bookkeeping (functions/src/reviews/sweep.ts)
// is the server's alone: no client reads or writes it, admins included (the rules' default deny).
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { rulesEnv } from '../support/emulator';

const CHECKPOINT = 'sweepCheckpoints/reviewChanges';
let env: RulesTestEnvironment;

const admin = () => env.authenticatedContext('rules-admin', { admin: true }).firestore() as unknown as Firestore;
const user = () => env.authenticatedContext('rules-owner', { email_verified: true }).firestore() as unknown as Firestore;
const guest = () => env.unauthenticatedContext().firestore() as unknown as Firestore;

beforeAll(async () => {
  env = await rulesEnv();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore() as unknown as Firestore, CHECKPOINT), { reviews: { at: Timestamp.now(), seen: [] }, runAt: Date.now() });
  });
});
afterAll(async () => env?.cleanup());

describe('sweepCheckpoints', () => {
  it('no client reads them, admins included', async () => {
    for (const db of [admin(), user(), guest()]) {
      await assertFails(getDoc(doc(db, CHECKPOINT)));
      await assertFails(getDocs(collection(db, 'sweepCheckpoints')));
    }
  });

  it('no client writes them: moving the checkpoint forward would hide changes from the sweep', async () => {
    const future = { reviews: { at: Timestamp.fromMillis(Date.now() + 86_400_000), seen: [] } };
    for (const db of [admin(), user(), guest()]) {
      await assertFails(setDoc(doc(db, CHECKPOINT), future));
      await assertFails(updateDoc(doc(db, CHECKPOINT), future));
      await assertFails(setDoc(doc(db, 'sweepCheckpoints/other'), future));
      await assertFails(deleteDoc(doc(db, CHECKPOINT)));
    }
  });
});
