// The dashboard's "Resend Email": really sends Firebase's verification email (the old
// product only showed a toast). Reports through toasts and never throws, so the shell's
// button handler needs no error handling of its own.
import { sendEmailVerification } from 'firebase/auth';
import { getAuthService } from '@/lib/firebase/auth';
import { toast } from '@/stores/toast-store';

export const SENT_TITLE = 'Verification email sent!';

function failureMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'auth/too-many-requests') return 'Too many requests. Please wait a few minutes and try again.';
  if (code === 'auth/network-request-failed') return "You're offline. Connect and try again.";
  if (code === 'auth/user-token-expired' || code === 'auth/requires-recent-login') return 'Your session has expired. Please log in again.';
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}

export async function resendVerificationEmail(): Promise<void> {
  try {
    if (navigator.onLine === false) throw Object.assign(new Error('offline'), { code: 'auth/network-request-failed' });
    const auth = getAuthService();
    // The session may come from the stored snapshot before Firebase Auth restored the user.
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user) throw new Error('You need to be logged in to resend the verification email.');
    // Back to the dashboard after verifying: this user is signed in (registration sends to /login).
    await sendEmailVerification(user, { url: `${window.location.origin}/user-dashboard` });
    toast({ title: SENT_TITLE, description: `Check your inbox at ${user.email ?? 'your email address'}.`, variant: 'success' });
  } catch (error) {
    console.error('Verification email not sent', error);
    toast({ title: 'Error', description: failureMessage(error), variant: 'destructive' });
  }
}
