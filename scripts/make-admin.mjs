// Makes an existing account an admin: sets the custom claim admin:true with the Admin SDK and
// marks its profile role 'admin' (docs/data-model.md).
//   npm run make-admin -- <email>
// Against the emulators by default (FORKFUL_PORT_OFFSET shifts the ports). For a real project,
// set GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT (a non-demo id): no emulator is used.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './seed.mjs';

function app() {
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  const production = project && !project.startsWith('demo-') && !process.env.FIRESTORE_EMULATOR_HOST;
  if (production) return getApps()[0] ?? initializeApp({ projectId: project });
  return adminApp();
}

export async function makeAdmin(email) {
  const a = app();
  const auth = getAuth(a);
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    if (error.code === 'auth/user-not-found') throw new Error(`No account with the email ${email}. Register it first, then run this again.`);
    if (error.code === 'auth/invalid-email') throw new Error(`"${email}" is not a valid email address.`);
    throw error;
  }
  // Keep any other claims the account already has.
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });

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
  return { uid: user.uid, email: user.email ?? email, createdProfile: !existing.exists, target: process.env.FIRESTORE_EMULATOR_HOST ? `the emulators (Firestore at ${process.env.FIRESTORE_EMULATOR_HOST})` : `project ${a.options.projectId}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const email = process.argv[2]?.trim();
  if (!email || email.startsWith('-')) {
    console.error('Usage: npm run make-admin -- <email>');
    process.exit(2);
  }
  makeAdmin(email)
    .then((r) => {
      console.log(`[make-admin] ${r.email} (uid ${r.uid}) now has the custom claim admin:true.`);
      console.log(`[make-admin] profiles/${r.uid}: role 'admin'${r.createdProfile ? ' (profile created)' : ''}, in ${r.target}.`);
      console.log('[make-admin] The user gets admin rights at their next sign-in or token refresh (within an hour).');
      process.exit(0);
    })
    .catch((error) => {
      console.error(`[make-admin] ${error.message}`);
      process.exit(1);
    });
}
