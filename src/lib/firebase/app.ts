// Firebase services, each initialised lazily and once. Only dynamic imports reach this file,
// so the Firebase SDK never weighs on the first render.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore, memoryLocalCache, type Firestore } from 'firebase/firestore';
import { readFirebaseEnv } from './config';

const env = readFirebaseEnv();
let app: FirebaseApp | undefined;
let firestore: Firestore | undefined;

export function getFirebaseApp(): FirebaseApp {
  if (app) return app;
  const created = initializeApp({
    projectId: env.projectId,
    apiKey: env.apiKey,
    authDomain: env.authDomain,
    storageBucket: env.storageBucket,
    appId: env.appId,
  });
  app = created;
  // Read as a literal so that a build without the key drops App Check's code entirely.
  if (!env.useEmulators && import.meta.env.VITE_APPCHECK_RECAPTCHA_ENTERPRISE_KEY) {
    // A failure here means callables may be refused once enforcement is on: say so, do not hide it.
    void import('./app-check').then((m) => m.startAppCheck(created)).catch((error: unknown) => console.error('App Check did not start', error));
  }
  return created;
}

/** RxDB is the offline store, so Firestore keeps only a memory cache (no second copy on disk). */
export function getDb(): Firestore {
  if (!firestore) {
    firestore = initializeFirestore(getFirebaseApp(), { localCache: memoryLocalCache() });
    if (env.useEmulators) connectFirestoreEmulator(firestore, env.emulatorHost, env.ports.firestore);
  }
  return firestore;
}

export const firebaseProjectId = env.projectId;
