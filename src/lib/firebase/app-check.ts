// App Check for a real project: reCAPTCHA Enterprise attests the web app, so callables can
// refuse calls that do not come from it. Off with the demo project (the emulators do not check
// App Check, and the provider would call Google).
import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';

export interface AppCheckEnv {
  siteKey: string | null;
  debugToken: string | null;
}

export function readAppCheckEnv(env: Record<string, string | undefined> = import.meta.env): AppCheckEnv {
  return {
    siteKey: env.VITE_APPCHECK_RECAPTCHA_ENTERPRISE_KEY?.trim() || null,
    debugToken: env.VITE_APPCHECK_DEBUG_TOKEN?.trim() || null,
  };
}

/**
 * Starts App Check when a site key is configured (app.ts imports this module only then). A debug token (registered in the Firebase console) stands in for
 * reCAPTCHA on a developer's machine that talks to a real project.
 */
export async function startAppCheck(app: FirebaseApp, env: AppCheckEnv = readAppCheckEnv()): Promise<boolean> {
  if (!env.siteKey) return false;
  if (env.debugToken) (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN = env.debugToken;
  initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(env.siteKey), isTokenAutoRefreshEnabled: true });
  return true;
}
