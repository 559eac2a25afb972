// The activateBasicPlan callable, called the way the app calls it: the client SDK's
// httpsCallable, signed in to the Auth emulator, through the real Functions emulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { PAID_PLANS } from '../../functions/src/common/plans';
import { PROJECT_ID } from '../support/emulator';

// The stack's ports, shifted like scripts/lib/emulators.mjs shifts them.
const OFFSET = Number(process.env.FORKFUL_PORT_OFFSET || 0);
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${9099 + OFFSET}`;
const FUNCTIONS_PORT = 5001 + OFFSET;
const PASSWORD = 'Secret123!';
const RUN = Date.now().toString(36);

let admin: App;
let db: Firestore;
let client: FirebaseApp;
let auth: Auth;
let functions: Functions;

beforeAll(async () => {
  admin = initializeAdminApp({ projectId: PROJECT_ID }, `basic-plan-admin-${RUN}`);
  db = getFirestore(admin);
  client = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `basic-plan-client-${RUN}`);
  auth = getAuth(client);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  functions = getFunctions(client, 'us-central1');
  connectFunctionsEmulator(functions, '127.0.0.1', FUNCTIONS_PORT);
});
afterAll(async () => {
  await signOut(auth).catch(() => undefined);
  await deleteApp(client);
  await deleteAdminApp(admin);
});

const activateBasicPlan = () => httpsCallable<Record<string, never>, { package: string }>(functions, 'activateBasicPlan')({});

/** An Auth emulator user (signed in on the client) with a profile, or none when profile is null. */
async function signedInUser(name: string, profile: Record<string, unknown> | null) {
  const email = `${name}-${RUN}@forkful.test`;
  const user = await getAdminAuth(admin).createUser({ email, password: PASSWORD, emailVerified: true });
  if (profile) {
    await db.doc(`profiles/${user.uid}`).set({
      fullName: name,
      email,
      businessName: '',
      businessType: 'Restaurant',
      role: 'business_owner',
      package: null,
      status: 'active',
      createdAt: 1,
      updatedAt: 1,
      _deleted: false,
      serverTimestamp: FieldValue.serverTimestamp(),
      ...profile,
    });
  }
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  return user.uid;
}

const profileOf = async (uid: string) => (await db.doc(`profiles/${uid}`).get()).data();

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('the call succeeded');
}

describe('activateBasicPlan', () => {
  it('refuses a caller who is not signed in', async () => {
    await signOut(auth);
    const error = await refusal(activateBasicPlan());
    expect(error.code).toBe('functions/unauthenticated');
  });

  it('puts a profile without a package on Basic, with a new server timestamp (so it syncs)', async () => {
    const uid = await signedInUser('nopkg', {});
    const before = await profileOf(uid);
    const result = await activateBasicPlan();
    expect(result.data).toEqual({ package: 'Basic' });
    const after = await profileOf(uid);
    expect(after).toMatchObject({ package: 'Basic', status: 'active', role: 'business_owner', _deleted: false });
    expect(after?.updatedAt).toBeGreaterThan(1);
    expect(after?.serverTimestamp.toMillis()).toBeGreaterThan(before?.serverTimestamp.toMillis());

    // Idempotent: asking again answers Basic and changes nothing.
    expect((await activateBasicPlan()).data).toEqual({ package: 'Basic' });
    const again = await profileOf(uid);
    expect(again?.serverTimestamp.toMillis()).toBe(after?.serverTimestamp.toMillis());
  });

  it.each(PAID_PLANS)('refuses to replace a paid plan (%s), and leaves it as it was', async (plan) => {
    const uid = await signedInUser(`paid-${plan.toLowerCase()}`, { package: plan });
    const before = await profileOf(uid);
    const error = await refusal(activateBasicPlan());
    expect(error.code).toBe('functions/failed-precondition');
    expect(error.message).toBe(`You already have the ${plan} plan.`);
    const after = await profileOf(uid);
    expect(after?.package).toBe(plan);
    expect(after?.serverTimestamp.toMillis()).toBe(before?.serverTimestamp.toMillis());
  });

  it('allows Basic once a paid plan has ended (before the daily sweep cleared it), and clears its end', async () => {
    const uid = await signedInUser('paid-ended', { package: 'Gold', packageExpiresAt: Date.now() - 60_000 });
    expect((await activateBasicPlan()).data).toEqual({ package: 'Basic' });
    expect(await profileOf(uid)).toMatchObject({ package: 'Basic', packageExpiresAt: null });
  });

  it('refuses while a paid plan with an end is still running', async () => {
    const uid = await signedInUser('paid-running', { package: 'Silver', packageExpiresAt: Date.now() + 86_400_000 });
    const error = await refusal(activateBasicPlan());
    expect(error.message).toBe('You already have the Silver plan.');
    expect((await profileOf(uid))?.package).toBe('Silver');
  });

  it('refuses a suspended user', async () => {
    const uid = await signedInUser('suspended', { status: 'inactive' });
    const error = await refusal(activateBasicPlan());
    expect(error.code).toBe('functions/failed-precondition');
    expect((await profileOf(uid))?.package).toBeNull();
  });

  it('refuses a user without a profile', async () => {
    const uid = await signedInUser('ghost', null);
    const error = await refusal(activateBasicPlan());
    expect(error.code).toBe('functions/failed-precondition');
    expect((await db.doc(`profiles/${uid}`).get()).exists).toBe(false);
  });
});
