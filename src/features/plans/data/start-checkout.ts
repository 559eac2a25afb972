// Starting a paid plan's checkout: the createCheckoutSession callable answers the app page that
// shows it: /checkout with the session's client secret (Stripe Embedded Checkout, which needs
// the publishable key, data/embedded-checkout.ts), or /test-checkout in the emulator without a
// Stripe key. Stripe.js is not loaded here: /pricing is public, and only /checkout may load it.
import { readStripePublishableKey } from '@/lib/firebase/config';
import type { PlanName } from '@/stores/session-store';

export const CHECKOUT_ERROR = 'Could not initiate the payment process. Please try again.';
export const NOT_SET_UP = 'Payments are not set up yet. Please try again later.';

export type PaidPlan = Exclude<PlanName, 'Basic'>;

export interface CheckoutSession {
  url: string;
  sessionId: string;
  /** Stripe Embedded Checkout: what /checkout mounts the form with. */
  clientSecret?: string;
}

const SERVER_SENTENCES = new Set(
  ['unauthenticated', 'invalid-argument', 'failed-precondition', 'permission-denied', 'not-found', 'already-exists', 'resource-exhausted'].map((c) => `functions/${c}`),
);

/** Resolves with the session to go to; rejects with an Error whose message is fit to show. */
export async function startCheckout(plan: PaidPlan): Promise<CheckoutSession> {
  const session = await createSession(plan);
  if (session.clientSecret && !readStripePublishableKey()) {
    // The functions have a Stripe key but this build has no publishable key to show the form.
    console.error('A Stripe checkout session was created but VITE_STRIPE_PUBLISHABLE_KEY is not set (docs/deploy.md).');
    throw new Error(NOT_SET_UP);
  }
  return session;
}

async function createSession(plan: PaidPlan): Promise<CheckoutSession> {
  try {
    // Loaded on demand: /pricing is a public page and Functions code is not needed to show it.
    const { callFunction } = await import('@/lib/firebase/functions');
    // Only the plan: who pays comes from the ID token, and the price from the server's table.
    const session = await callFunction<{ plan: PaidPlan }, CheckoutSession>('createCheckoutSession', { plan });
    if (typeof session?.url !== 'string' || !session.url) throw new Error('No checkout URL');
    const clientSecret = typeof session.clientSecret === 'string' && session.clientSecret ? session.clientSecret : undefined;
    return { url: session.url, sessionId: session.sessionId, ...(clientSecret ? { clientSecret } : {}) };
  } catch (error) {
    console.error(CHECKOUT_ERROR, error);
    // A refusal carries the server's sentence ("Please verify your email…"); other failures
    // (internal, unavailable, a timeout) only have the SDK's one-word code, not worth showing.
    const code = (error as { code?: unknown }).code;
    const fromServer = typeof code === 'string' && SERVER_SENTENCES.has(code) && error instanceof Error && error.message;
    throw new Error(fromServer || CHECKOUT_ERROR, { cause: error });
  }
}

/** Leaves the app for the checkout page (a full navigation, as to any other site's page). */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}

/** The app path of an embedded session's /checkout page; null when `url` is not this app's. */
export function embeddedCheckoutPath(session: CheckoutSession): string | null {
  if (!session.clientSecret) return null;
  const next = new URL(session.url, window.location.origin);
  return next.origin === window.location.origin ? next.pathname + next.search : null;
}
