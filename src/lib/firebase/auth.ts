// Firebase Auth, initialised lazily and once like the services in app.ts. Only dynamic
// imports reach this file, so the Auth SDK never weighs on the first render.
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { getFirebaseApp } from './app';
import { readFirebaseEnv } from './config';

const env = readFirebaseEnv();
let auth: Auth | undefined;

/**
 * The session lives in IndexedDB (localStorage where IndexedDB is unavailable), so a signed-in
 * user who opens the app offline is restored without the network. initializeAuth (not getAuth)
 * leaves out the popup/redirect resolver: email and password need none of it.
 */
export function getAuthService(): Auth {
  if (!auth) {
    auth = initializeAuth(getFirebaseApp(), { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
    if (env.useEmulators) {
      connectAuthEmulator(auth, `http://${env.emulatorHost}:${env.ports.auth}`, { disableWarnings: true });
    }
  }
  return auth;
}
