// Starting a paid plan's checkout: the createCheckoutSession callable answers a session URL
// (Stripe's hosted Checkout, or our own /test-checkout in the emulator) and the app goes there.
// No @stripe/stripe-js: it would load a script from Stripe's CDN, and redirecting to the
// session's URL is what current Stripe.js recommends anyway (redirectToCheckout is deprecated).
import type { PlanName } from '@/stores/session-store';

export const CHECKOUT_ERROR = 'Could not initiate the payment process. Please try again.';

export type PaidPlan = Exclude<PlanName, 'Basic'>;

export interface CheckoutSession {
  url: string;
  sessionId: string;
}

const SERVER_SENTENCES = new Set(
  ['unauthenticated', 'invalid-argument', 'failed-precondition', 'permission-denied', 'not-found', 'already-exists', 'resource-exhausted'].map((c) => `functions/${c}`),
);

/** Resolves with the session to go to; rejects with an Error whose message is fit to show. */
export async function startCheckout(plan: PaidPlan): Promise<CheckoutSession> {
  try {
    // Loaded on demand: /pricing is a public page and Functions code is not needed to show it.
    const { callFunction } = await import('@/lib/firebase/functions');
    // Only the plan: who pays comes from the ID token, and the price from the server's table.
    const session = await callFunction<{ plan: PaidPlan }, CheckoutSession>('createCheckoutSession', { plan });
    if (typeof session?.url !== 'string' || !session.url) throw new Error('No checkout URL');
    return session;
  } catch (error) {
    console.error(CHECKOUT_ERROR, error);
    // A refusal carries the server's sentence ("Please verify your email…"); other failures
    // (internal, unavailable, a timeout) only have the SDK's one-word code, not worth showing.
    const code = (error as { code?: unknown }).code;
    const fromServer = typeof code === 'string' && SERVER_SENTENCES.has(code) && error instanceof Error && error.message;
    throw new Error(fromServer || CHECKOUT_ERROR, { cause: error });
  }
}

/** Leaves the app for the checkout page (a full navigation: Stripe's page is another site). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
