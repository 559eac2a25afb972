import { describe, expect, it } from 'vitest';
import type { FirebaseApp } from 'firebase/app';
import { readAppCheckEnv, startAppCheck } from './app-check';

describe('App Check configuration', () => {
  it('is off without a site key, and reads a trimmed key and debug token', () => {
    expect(readAppCheckEnv({})).toEqual({ siteKey: null, debugToken: null });
    expect(readAppCheckEnv({ VITE_APPCHECK_RECAPTCHA_ENTERPRISE_KEY: ' 6Lc-key ', VITE_APPCHECK_DEBUG_TOKEN: '  ' })).toEqual({
      siteKey: '6Lc-key',
      debugToken: null,
    });
  });

  it('does not start (nor set a debug token) when no site key is configured', async () => {
    const started = await startAppCheck({} as FirebaseApp, { siteKey: null, debugToken: 'token' });
    expect(started).toBe(false);
    expect((globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
  });
});
