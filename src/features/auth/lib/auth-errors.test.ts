import { describe, expect, it } from 'vitest';
import { authErrorMessage, FALLBACK_MESSAGE, isEndedSession } from './auth-errors';

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

describe('authErrorMessage', () => {
  it('maps wrong credentials to one neutral sentence', () => {
    for (const code of ['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-login-credentials']) {
      expect(authErrorMessage(firebaseError(code))).toBe('Invalid email or password.');
    }
  });

  it('maps other common codes to friendly text', () => {
    expect(authErrorMessage(firebaseError('auth/email-already-in-use'))).toMatch(/already exists/);
    expect(authErrorMessage(firebaseError('auth/network-request-failed'))).toMatch(/offline/);
    expect(authErrorMessage(firebaseError('auth/too-many-requests'))).toMatch(/Too many attempts/);
    expect(authErrorMessage(firebaseError('auth/expired-action-code'))).toMatch(/expired/);
    expect(authErrorMessage(firebaseError('auth/user-disabled'))).toMatch(/suspended/);
  });

  it("keeps an unknown server message, without the SDK's wrapping", () => {
    expect(authErrorMessage(firebaseError('auth/quota-exceeded', 'Firebase: Exceeded daily quota (auth/quota-exceeded).'))).toBe('Exceeded daily quota.');
    expect(authErrorMessage(new Error('Profile write refused'))).toBe('Profile write refused.');
  });

  it("falls back to 'Something went wrong'", () => {
    expect(authErrorMessage(firebaseError('auth/some-new-code'))).toBe(FALLBACK_MESSAGE);
    expect(authErrorMessage(undefined)).toBe(FALLBACK_MESSAGE);
    expect(authErrorMessage({})).toBe(FALLBACK_MESSAGE);
    expect(authErrorMessage(new Error(''))).toBe(FALLBACK_MESSAGE);
  });
});

describe('isEndedSession', () => {
  it('recognises a session that has already ended', () => {
    expect(isEndedSession(firebaseError('auth/no-current-user'))).toBe(true);
    expect(isEndedSession(firebaseError('auth/user-token-expired'))).toBe(true);
    expect(isEndedSession(firebaseError('auth/network-request-failed'))).toBe(false);
    expect(isEndedSession(new Error('boom'))).toBe(false);
  });
});
