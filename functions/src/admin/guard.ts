// Who may call the admin callables: a signed-in user with the `admin` custom claim whose
// profile, if they have one, is not suspended.
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from '../shared.js';

export interface AdminCaller {
  uid: string;
  email: string;
}

export async function requireAdmin(request: CallableRequest<unknown>): Promise<AdminCaller> {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', 'Please log in as an admin to do this.');
  if (auth.token.admin !== true) throw new HttpsError('permission-denied', 'Only admins can do this.');
  // Admins need no profile; one that exists and is suspended takes the admin's powers too.
  const profile = await db.collection('profiles').doc(auth.uid).get();
  if (profile.exists && profile.get('status') === 'inactive') {
    throw new HttpsError('permission-denied', 'Your account is suspended.');
  }
  return { uid: auth.uid, email: typeof auth.token.email === 'string' ? auth.token.email : '' };
}

/** An admin callable: the guard runs before the handler sees the request's data. */
export function adminCallable<Res>(handler: (data: unknown, caller: AdminCaller) => Promise<Res>) {
  return onCall<unknown, Promise<Res>>(async (request) => {
    const caller = await requireAdmin(request);
    return handler(request.data, caller);
  });
}
