// Cloud Storage, initialised lazily and once like the services in app.ts. Only dynamic imports
// reach this file, so the Storage SDK never weighs on the first render.
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { getFirebaseApp } from './app';
import { getAuthService } from './auth';
import { readFirebaseEnv } from './config';

const env = readFirebaseEnv();
/**
 * The SDK retries a failed request on its own for up to 10 minutes (uploads) or 2 minutes
 * (other calls), silently. The photo queue has its own persistent backoff and needs to learn
 * soon that Storage is out of reach (offline, or no Storage emulator), so give up sooner.
 * This bounds only the retrying: a slow request in flight is never cut off.
 */
const RETRY_WINDOW_MS = 15_000;
let storage: FirebaseStorage | undefined;

export function getStorageService(): FirebaseStorage {
  if (!storage) {
    // Uploads carry the user's ID token from the app's Auth instance: make sure it exists.
    getAuthService();
    storage = getStorage(getFirebaseApp());
    storage.maxUploadRetryTime = RETRY_WINDOW_MS;
    storage.maxOperationRetryTime = RETRY_WINDOW_MS;
    if (env.useEmulators) connectStorageEmulator(storage, env.emulatorHost, env.ports.storage);
  }
  return storage;
}
