// Makes an existing account an admin: sets the custom claim admin:true with the Admin SDK,
// records it in admins/{uid} and marks its profile role 'admin' (docs/data-model.md); or, with
// --revoke, takes all of that back at once.
//   npm run make-admin -- <email>
//   npm run make-admin -- --revoke <email>
// Against the emulators by default (FORKFUL_PORT_OFFSET shifts the ports). For a real project,
// set GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT (a non-demo id): no emulator is used.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './seed.mjs';

function app() {
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  const production = project && !project.startsWith('demo-') && !process.env.FIRESTORE_EMULATOR_HOST;
  if (production) return getApps()[0] ?? initializeApp({ projectId: project });
  return adminApp();
}

async function userByEmail(auth, email) {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (error.code === 'auth/user-not-found') throw new Error(`No account with the email ${email}. Register it first, then run this again.`);
    if (error.code === 'auth/invalid-email') throw new Error(`"${email}" is not a valid email address.`);
    throw error;
  }
}

const target = (a) =>
  process.env.FIRESTORE_EMULATOR_HOST ? `the emulators (Firestore at ${process.env.FIRESTORE_EMULATOR_HOST})` : `project ${a.options.projectId}`;

export async function makeAdmin(email) {
  const a = app();
  const auth = getAuth(a);
  const user = await userByEmail(auth, email);
  // Keep any other claims the account already has.
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
  // The rules' isCurrentAdmin() wants this as well as the claim: deleting it revokes at once.
  await getFirestore(a)
    .doc(`admins/${user.uid}`)
    .set({ email: user.email ?? email, grantedAt: Timestamp.now() });

  const ref = getFirestore(a).doc(`profiles/${user.uid}`);
  const now = Date.now();
  const existing = await ref.get();
  const profile = existing.exists
    ? { role: 'admin', updatedAt: now }
    : {
        // A profile every admin view can show, for an account that never had one.
        fullName: user.displayName || email,
        email: user.email ?? email,
        businessName: '',
        businessType: 'Restaurant',
        role: 'admin',
        package: null,
        status: 'active',
        createdAt: now,
        updatedAt: now,
      };
  // Every write to a synced collection carries _deleted and the server timestamp.
  await ref.set({ ...profile, _deleted: false, serverTimestamp: FieldValue.serverTimestamp() }, { merge: true });
  return { uid: user.uid, email: user.email ?? email, createdProfile: !existing.exists, target: target(a) };
}

/**
 * Takes an admin's rights away now, not when their ID token expires: the admins/{uid} record
 * the rules check goes first, then the claim, then their sessions (the admin callables refuse
 * a token issued before that), and their profile becomes an owner's again.
 */
export async function revokeAdmin(email) {
  const a = app();
  const auth = getAuth(a);
  const db = getFirestore(a);
  const user = await userByEmail(auth, email);
  await db.doc(`admins/${user.uid}`).delete();
  const claims = { ...(user.customClaims ?? {}) };
  delete claims.admin;
  await auth.setCustomUserClaims(user.uid, Object.keys(claims).length ? claims : null);
  await auth.revokeRefreshTokens(user.uid);
  const ref = db.doc(`profiles/${user.uid}`);
  const existing = await ref.get();
  if (existing.exists && existing.get('role') === 'admin') {
    await ref.update({ role: 'business_owner', updatedAt: Date.now(), serverTimestamp: FieldValue.serverTimestamp() });
  }
  return { uid: user.uid, email: user.email ?? email, target: target(a) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const revoke = process.argv[2] === '--revoke';
  const email = process.argv[revoke ? 3 : 2]?.trim();
  if (!email || email.startsWith('-')) {
    console.error('Usage: npm run make-admin -- [--revoke] <email>');
    process.exit(2);
  }
  const done = revoke
    ? revokeAdmin(email).then((r) => {
        console.log(
          `[make-admin] ${r.email} (uid ${r.uid}) is no longer an admin, in ${r.target}: admins/${r.uid} deleted, claim removed, sessions revoked.`,
        );
        process.exit(0);
      })
    : makeAdmin(email).then((r) => {
        console.log(`[make-admin] ${r.email} (uid ${r.uid}) now has the custom claim admin:true (and admins/${r.uid}).`);
        console.log(`[make-admin] profiles/${r.uid}: role 'admin'${r.createdProfile ? ' (profile created)' : ''}, in ${r.target}.`);
        console.log('[make-admin] The user gets admin rights at their next sign-in or token refresh (within an hour).');
        process.exit(0);
      });
  done.catch((error) => {
    console.error(`[make-admin] ${error.message}`);
    process.exit(1);
  });
}
