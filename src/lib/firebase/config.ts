// Reads the web config from Vite's environment; demo-* projects talk to the local emulators.
export interface FirebaseEnv {
  projectId: string;
  apiKey: string;
  authDomain: string;
  storageBucket: string;
  appId: string;
  useEmulators: boolean;
  emulatorHost: string;
  /** Emulator ports, shifted by VITE_EMULATOR_PORT_OFFSET when two stacks share a machine. */
  ports: { firestore: number; auth: number; functions: number; storage: number };
}

export function readFirebaseEnv(env: Record<string, string | undefined> = import.meta.env): FirebaseEnv {
  const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-forkful';
  return {
    projectId,
    apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
    appId: env.VITE_FIREBASE_APP_ID || 'demo-app',
    useEmulators: projectId.startsWith('demo-') || env.VITE_USE_EMULATORS === 'true',
    emulatorHost: env.VITE_EMULATOR_HOST || '127.0.0.1',
    ports: portsWithOffset(Number(env.VITE_EMULATOR_PORT_OFFSET || 0)),
  };
}

function portsWithOffset(offset: number) {
  return { firestore: 8080 + offset, auth: 9099 + offset, functions: 5001 + offset, storage: 9199 + offset };
}

/**
 * Stripe's publishable key (pk_test_… or pk_live_…, from VITE_STRIPE_PUBLISHABLE_KEY): set, paid
 * plans open Stripe Embedded Checkout on /checkout. Null without one (the emulators' local test
 * checkout needs none), and for anything that is not a publishable key (a secret key never
 * belongs in the app).
 */
export function readStripePublishableKey(env: Record<string, string | undefined> = import.meta.env): string | null {
  const key = env.VITE_STRIPE_PUBLISHABLE_KEY?.trim();
  return key && /^pk_(test|live)_[A-Za-z0-9]+$/.test(key) ? key : null;
}
