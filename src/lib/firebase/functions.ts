// Cloud Functions (callables), initialised lazily and once like the services in app.ts. Only
// dynamic imports reach this file, so the Functions SDK never weighs on the first render.
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { getFirebaseApp } from './app';
import { getAuthService } from './auth';
import { readFirebaseEnv } from './config';

const env = readFirebaseEnv();
/** The functions are deployed without a region option, i.e. to Firebase's default region. */
const REGION = import.meta.env.VITE_FIREBASE_FUNCTIONS_REGION || 'us-central1';
let functions: Functions | undefined;

export function getFunctionsService(): Functions {
  if (!functions) {
    // Callables carry the user's ID token from the app's Auth instance: make sure it exists.
    getAuthService();
    functions = getFunctions(getFirebaseApp(), REGION);
    if (env.useEmulators) connectFunctionsEmulator(functions, env.emulatorHost, env.ports.functions);
  }
  return functions;
}

/**
 * Calls a callable function as the signed-in user (the SDK attaches their ID token) and
 * returns its result. Failures reject with the SDK's FunctionsError (`code`, `message`).
 */
export async function callFunction<Req, Res>(name: string, data: Req): Promise<Res> {
  const result = await httpsCallable<Req, Res>(getFunctionsService(), name)(data);
  return result.data;
}

/** The URL of an HTTP (non-callable) function, on the emulator when the app uses it. */
export function functionsHttpUrl(name: string): string {
  return env.useEmulators
    ? `http://${env.emulatorHost}:${env.ports.functions}/${env.projectId}/${REGION}/${name}`
    : `https://${REGION}-${env.projectId}.cloudfunctions.net/${name}`;
}
