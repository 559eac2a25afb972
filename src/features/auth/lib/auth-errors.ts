// Turns Firebase Auth (and Firestore) errors into sentences a person can act on. Pure: no SDK
// import, so it is safe anywhere (the header's sign-out uses it on the first render).
export const FALLBACK_MESSAGE = 'Something went wrong';

const FRIENDLY: Record<string, string> = {
  'auth/invalid-credential': 'Invalid email or password.',
  'auth/invalid-login-credentials': 'Invalid email or password.',
  'auth/wrong-password': 'Invalid email or password.',
  'auth/user-not-found': 'Invalid email or password.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/missing-email': 'Please enter your email address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/email-already-in-use': 'An account with this email already exists. Try signing in instead.',
  'auth/weak-password': 'Password must be at least 6 characters long.',
  'auth/password-does-not-meet-requirements': 'This password does not meet the requirements. Please choose a stronger one.',
  'auth/user-disabled': 'This account has been suspended. Please contact support.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'You appear to be offline. Check your connection and try again.',
  'auth/operation-not-allowed': 'Email and password sign-in is not enabled for this app.',
  'auth/requires-recent-login': 'For your security, please sign in again before changing your password.',
  'auth/expired-action-code': 'This password reset link has expired. Please request a new one.',
  'auth/invalid-action-code': 'This password reset link is invalid or has already been used. Please request a new one.',
  'auth/user-token-expired': 'Your session has ended. Please sign in again.',
  'auth/internal-error': FALLBACK_MESSAGE,
  'permission-denied': 'You do not have permission to do that.',
  unavailable: 'You appear to be offline. Check your connection and try again.',
};

/** Codes that mean a reset link can no longer be used (expired, used or mangled). */
export const INVALID_RESET_CODES = new Set(['auth/expired-action-code', 'auth/invalid-action-code', 'auth/user-disabled', 'auth/user-not-found']);

export function errorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

/**
 * A friendly sentence for known codes; otherwise the server's own message without the SDK's
 * "Firebase: … (auth/code)." wrapping; otherwise 'Something went wrong'.
 */
export function authErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code && FRIENDLY[code]) return FRIENDLY[code];
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const cleaned = raw
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\((?:auth|firestore)\/[\w-]+\)\.?\s*$/, '')
    .trim();
  if (!cleaned || /^Error\.?$/i.test(cleaned)) return FALLBACK_MESSAGE;
  return /[.!?]$/.test(cleaned) ? cleaned : `${cleaned}.`;
}

/** Sign-out of a session that already ended: ignored, not reported as a failure. */
export function isEndedSession(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'auth/no-current-user' || code === 'auth/user-token-expired' || code === 'auth/user-not-found' || code === 'auth/invalid-user-token';
}
