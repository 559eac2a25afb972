// Account actions against Firebase Auth. Pages import this module; it (and the SDK) loads
// with them, never on the first render. Errors are thrown as they come: pages turn them
// into toasts with authErrorMessage().
import {
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  deleteUser,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  updateProfile,
  verifyPasswordResetCode,
  type Auth,
} from 'firebase/auth';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/app';
import { getAuthService } from '@/lib/firebase/auth';
import { isEndedSession } from '../lib/auth-errors';

export { authErrorMessage } from '../lib/auth-errors';
import { endSession, startAuthSession, withNewAccount, withoutSession } from './auth-session';

export type BusinessType = 'Restaurant' | 'Coffee Shop' | 'Bakery' | 'Cafe' | 'Fast Food';

/** A diner's account: no business. */
export interface DinerRegistration {
  fullName: string;
  email: string;
  password: string;
}

/** An owner's account: the business comes with it. */
export interface Registration extends DinerRegistration {
  businessName: string;
  businessType: BusinessType;
}

/** Not authenticated: no signed-in user where one is required. */
export class NotAuthenticatedError extends Error {
  constructor() {
    super('You need to be logged in to update your password this way.');
    this.name = 'NotAuthenticatedError';
  }
}

function auth(): Auth {
  // Whoever signs in through a page must also fill the session store.
  startAuthSession();
  return getAuthService();
}

const origin = () => window.location.origin;

/** Resolves once signed in; the session store then flips to 'signed-in' (see auth-session.ts). */
export async function signIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth(), email.trim(), password);
}

/**
 * Creates the account and its profile (docs/data-model.md), sends the verification email and
 * signs out again: the user verifies, then signs in. If the profile cannot be written, the
 * half-made account is removed so the same email can register again.
 */
export function register(input: Registration): Promise<void> {
  return withoutSession(async () => {
    try {
      await createAccount(input);
    } finally {
      await signOut(auth()).catch(() => undefined);
    }
  });
}

/**
 * A diner's account: the same profile without business fields (they are asked for when the
 * diner adds a listing). The diner stays signed in, so a favourite can be saved at once;
 * reviews wait for the verified e-mail.
 */
export function registerDiner(input: DinerRegistration): Promise<void> {
  return withNewAccount(() => createAccount(input));
}

async function createAccount(input: DinerRegistration | Registration): Promise<void> {
  const a = auth();
  const { user } = await createUserWithEmailAndPassword(a, input.email.trim(), input.password);
  const fullName = input.fullName.trim();
  const now = Date.now();
  try {
    await updateProfile(user, { displayName: fullName });
    await setDoc(doc(getDb(), 'profiles', user.uid), {
      fullName,
      email: user.email ?? input.email.trim(),
      ...('businessName' in input ? { businessName: input.businessName.trim(), businessType: input.businessType } : {}),
      role: 'business_owner',
      package: null,
      status: 'active',
      createdAt: now,
      updatedAt: now,
      _deleted: false,
      serverTimestamp: serverTimestamp(),
    });
  } catch (error) {
    await deleteUser(user).catch((cleanup: unknown) => console.error('Could not remove the half-made account', cleanup));
    throw error;
  }
  try {
    await sendEmailVerification(user, { url: `${origin()}/login` });
  } catch (error) {
    // The account is fine; the dashboard offers to resend the email.
    console.error('Verification email could not be sent', error);
  }
}

/** Never reveals whether the account exists: failures are logged, not thrown. */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth(), email.trim(), { url: `${origin()}/update-password` });
  } catch (error) {
    console.warn('Password reset email not sent', error);
  }
}

/** The email address a reset link is for; throws for an invalid or expired link. */
export function checkResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(auth(), code);
}

export function resetPassword(code: string, newPassword: string): Promise<void> {
  return confirmPasswordReset(auth(), code, newPassword);
}

/** Changes the signed-in user's password. Waits for Firebase to restore the session first. */
export async function changePassword(newPassword: string): Promise<void> {
  const a = auth();
  await a.authStateReady();
  if (!a.currentUser) throw new NotAuthenticatedError();
  await updatePassword(a.currentUser, newPassword);
}

/** Signs out; a session that already ended is not an error. */
export async function signOutUser(): Promise<void> {
  try {
    await signOut(auth());
  } catch (error) {
    if (!isEndedSession(error)) throw error;
  }
  endSession();
}
