import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/stores/toast-store';

const auth = vi.hoisted(() => ({
  sendEmailVerification: vi.fn(async (_user: unknown, _settings?: unknown) => undefined),
  service: { currentUser: null as null | { email: string }, authStateReady: async () => undefined },
}));
vi.mock('firebase/auth', () => ({ sendEmailVerification: auth.sendEmailVerification }));
vi.mock('@/lib/firebase/auth', () => ({ getAuthService: () => auth.service }));

const { resendVerificationEmail } = await import('./resend-verification');

beforeEach(() => {
  auth.sendEmailVerification.mockClear();
  auth.service.currentUser = { email: 'olive@forkful.test' };
});

describe('resendVerificationEmail', () => {
  it('sends the email to the signed-in user and says so', async () => {
    await resendVerificationEmail();
    expect(auth.sendEmailVerification).toHaveBeenCalledWith(auth.service.currentUser, { url: `${window.location.origin}/user-dashboard` });
    expect(useToastStore.getState().current).toMatchObject({ title: 'Verification email sent!', variant: 'success' });
  });

  it('reports a failure in a destructive toast and does not throw', async () => {
    auth.sendEmailVerification.mockRejectedValueOnce(Object.assign(new Error('Firebase: Error (auth/too-many-requests).'), { code: 'auth/too-many-requests' }));
    await expect(resendVerificationEmail()).resolves.toBeUndefined();
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Error',
      description: 'Too many requests. Please wait a few minutes and try again.',
      variant: 'destructive',
    });
  });

  it('needs a signed-in user', async () => {
    auth.service.currentUser = null;
    await resendVerificationEmail();
    expect(auth.sendEmailVerification).not.toHaveBeenCalled();
    expect(useToastStore.getState().current).toMatchObject({ variant: 'destructive', description: 'You need to be logged in to resend the verification email.' });
  });
});
