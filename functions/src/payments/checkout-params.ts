// What a checkout asks Stripe for, and the app's pages it leads to. Plain functions (no
// Firebase, no network), so the parameters are tested as they are built.
import type Stripe from 'stripe';
import { PLAN_TABLE, productName, type PaidPlan } from './plans.js';

/** The app's checkout pages, relative to its origin (src/app/router.tsx). */
export const CHECKOUT_PATH = '/checkout';
export const SUCCESS_PATH = '/payment/success';
export const CANCELLED_PATH = '/payment/cancelled';
export const TEST_CHECKOUT_PATH = '/test-checkout';

/** Stripe puts the session's id in place of this in return_url. */
export const SESSION_ID_TEMPLATE = '{CHECKOUT_SESSION_ID}';

/** Who is buying which plan, from which app origin (checked before anything is built). */
export interface Buyer {
  uid: string;
  email: string;
  plan: PaidPlan;
  origin: string;
}

/** `<origin>/payment/success?session_id=<id>`: where a paid checkout returns. */
export const successUrl = (origin: string, sessionId: string) => `${origin}${SUCCESS_PATH}?session_id=${sessionId}`;
export const cancelledUrl = (origin: string) => `${origin}${CANCELLED_PATH}`;
/** The app's own page that shows a session's checkout (Stripe's form, or the local test one). */
export const checkoutPageUrl = (origin: string, sessionId: string, path = CHECKOUT_PATH) =>
  `${origin}${path}?session_id=${encodeURIComponent(sessionId)}`;

/**
 * A one-time payment for the plan as Stripe Embedded Checkout, mounted by the app's /checkout
 * page. `embedded_page` is the current name of the embedded mode (Stripe API 2026-03-25 removed
 * `embedded`). An embedded session has no success or cancel URL: after paying, Stripe sends the
 * browser to return_url (redirect_on_completion defaults to `always`), and backing out is the
 * page's own link to /payment/cancelled.
 */
export function embeddedSessionParams({ uid, email, plan, origin }: Buyer): Stripe.Checkout.SessionCreateParams {
  const { amount, currency } = PLAN_TABLE[plan];
  return {
    ui_mode: 'embedded_page',
    mode: 'payment',
    line_items: [{ price_data: { currency, unit_amount: amount, product_data: { name: productName(plan) } }, quantity: 1 }],
    client_reference_id: uid,
    ...(email ? { customer_email: email } : {}),
    metadata: { plan, uid },
    return_url: successUrl(origin, SESSION_ID_TEMPLATE),
  };
}
