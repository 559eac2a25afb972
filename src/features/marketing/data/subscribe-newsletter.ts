// The footer's newsletter sign-up: the server keeps the address as pending and e-mails a link
// that confirms it (double opt-in). Online only: the answer is "check your inbox", which an
// offline device could not honestly give.
import { withTimeout } from '@/lib/with-timeout';

const TIMEOUT_MS = 15_000;
export const SUBSCRIBE_FAILED = 'We couldn’t reach the server. Please try again in a moment.';

export async function subscribeNewsletter(email: string, website: string): Promise<void> {
  const { callFunction } = await import('@/lib/firebase/functions');
  try {
    await withTimeout(callFunction('subscribeNewsletter', { email: email.trim(), website }), TIMEOUT_MS);
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    const said = code === 'functions/invalid-argument' || code === 'functions/resource-exhausted';
    throw new Error(said && typeof message === 'string' ? message : SUBSCRIBE_FAILED, { cause: error });
  }
}
