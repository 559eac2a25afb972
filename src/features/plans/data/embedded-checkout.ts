// Stripe Embedded Checkout for /checkout: Stripe.js with the publishable key, then the session's
// form. @stripe/stripe-js is imported here on demand, never at the top of a module: importing
// the package adds Stripe's script to the page at once, and only /checkout may load it (the
// other checkout pages share this chunk, and public pages never reach it).
import type { Stripe, StripeEmbeddedCheckout } from '@stripe/stripe-js';
import { readStripePublishableKey } from '@/lib/firebase/config';

export const STRIPE_FAILED = 'Stripe.js failed to load.';
export const FORM_FAILED = 'The payment form could not be opened. Please choose your plan again.';
export const NO_PUBLISHABLE_KEY = 'Payments are not set up yet. Please try again later.';

async function loadStripeJs(key: string): Promise<Stripe> {
  let stripe: Stripe | null;
  try {
    const { loadStripe } = await import('@stripe/stripe-js');
    stripe = await loadStripe(key);
  } catch (error) {
    console.error(STRIPE_FAILED, error);
    throw new Error(STRIPE_FAILED, { cause: error });
  }
  // Null: there is no `window` to load into (never in a browser), the same to the user.
  if (!stripe) throw new Error(STRIPE_FAILED);
  return stripe;
}

/**
 * Loads Stripe.js and creates the Embedded Checkout of the session with this client secret.
 * Resolves with the instance for the page to mount (and destroy when it leaves), or null when
 * `signal` was aborted meanwhile (anything created by then is destroyed here). Rejects with an
 * Error whose message is fit to show.
 */
export async function createEmbeddedCheckout(clientSecret: string, signal: AbortSignal): Promise<StripeEmbeddedCheckout | null> {
  const key = readStripePublishableKey();
  if (!key) throw new Error(NO_PUBLISHABLE_KEY);
  const stripe = await loadStripeJs(key);
  // A page left before Stripe.js came must not create a form: Stripe allows one at a time.
  if (signal.aborted) return null;
  let checkout: StripeEmbeddedCheckout;
  try {
    // fetchClientSecret rather than the deprecated clientSecret option: the session exists already.
    checkout = await stripe.createEmbeddedCheckoutPage({ fetchClientSecret: () => Promise.resolve(clientSecret) });
  } catch (error) {
    console.error(FORM_FAILED, error);
    throw new Error(FORM_FAILED, { cause: error });
  }
  if (signal.aborted) {
    checkout.destroy();
    return null;
  }
  return checkout;
}
