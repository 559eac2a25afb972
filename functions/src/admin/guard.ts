// Who may call the admin callables: a signed-in user who is an admin now (per Auth, not only
// per the ID token they hold), whose sessions were not revoked since they signed in, and whose
// profile, if they have one, is not suspended.
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { callable } from '../callable.js';
import { db } from '../shared.js';

export interface AdminCaller {
  uid: string;
  email: string;
}

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const NOT_ADMIN = 'Only admins can do this.';

/** The Auth user, or null when there is none. */
export async function authUser(uid: string): Promise<UserRecord | null> {
  try {
    return await getAuth().getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/**
 * An ID token lives for an hour whatever happens to its user, and its `admin` claim is the
 * claim as it was at sign-in. So the user is read from Auth on every admin call: the claim
 * must still be set, the account enabled, and the token issued for a sign-in no older than
 * the last revocation (`tokensValidAfterTime`, set by revokeRefreshTokens) — the check
 * verifyIdToken(token, true) makes, plus the current claim.
 */
async function adminStanding(uid: string, authTimeSeconds: unknown): Promise<'admin' | 'not-admin' | 'session-ended'> {
  const user = await authUser(uid);
  if (!user || user.disabled) return 'session-ended';
  const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
  if (typeof authTimeSeconds !== 'number' || authTimeSeconds * 1000 < validAfter) return 'session-ended';
  return user.customClaims?.admin === true ? 'admin' : 'not-admin';
}

/** Whether the caller is an admin now (for callables open to everyone that treat admins apart). */
export async function isCurrentAdmin(request: CallableRequest<unknown>): Promise<boolean> {
  const auth = request.auth;
  return auth?.token.admin === true && (await adminStanding(auth.uid, auth.token.auth_time)) === 'admin';
}

export async function requireAdmin(request: CallableRequest<unknown>): Promise<AdminCaller> {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', 'Please log in as an admin to do this.');
  if (auth.token.admin !== true) throw new HttpsError('permission-denied', NOT_ADMIN);
  const standing = await adminStanding(auth.uid, auth.token.auth_time);
  if (standing === 'session-ended') throw new HttpsError('unauthenticated', SESSION_ENDED);
  if (standing === 'not-admin') throw new HttpsError('permission-denied', NOT_ADMIN);
  // Admins need no profile; one that exists and is suspended takes the admin's powers too.
  const profile = await db.collection('profiles').doc(auth.uid).get();
  if (profile.exists && profile.get('status') === 'inactive') {
    throw new HttpsError('permission-denied', 'Your account is suspended.');
  }
  return { uid: auth.uid, email: typeof auth.token.email === 'string' ? auth.token.email : '' };
}

/** An admin callable: the guard runs before the handler sees the request's data. */
export function adminCallable<Res>(handler: (data: unknown, caller: AdminCaller) => Promise<Res>) {
  return callable<Res>(async (request) => {
    const caller = await requireAdmin(request);
    return handler(request.data, caller);
  });
}
