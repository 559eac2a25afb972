// createCheckoutSession: starts paying for a plan. The request names the plan and nothing
// else; the price, the currency and who pays come from the server (plan table, ID token).
// With a Stripe key the session is Stripe Embedded Checkout, shown on the app's /checkout page;
// in the emulator without one, the app's own local test checkout (docs/payments.md).
import { randomBytes } from 'node:crypto';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { asRecord, unknownKeys } from '../admin/input.js';
import { callable } from '../callable.js';
import type Stripe from 'stripe';
import { db, FieldValue, SERVER_TS } from '../shared.js';
import { checkedOrigin, isEmulator, STRIPE_SECRETS, stripeClient, stripeSecretKey } from './config.js';
import { isPaidPlan, PAID_PLANS, PLAN_TABLE } from './plans.js';
import { cancelledUrl, checkoutPageUrl, embeddedSessionParams, successUrl, TEST_CHECKOUT_PATH, type Buyer } from './checkout-params.js';

export interface CheckoutSessionResponse {
  /** The app's page that shows the checkout: /checkout (Stripe) or /test-checkout (emulator). */
  url: string;
  sessionId: string;
  /** Embedded Checkout only: what Stripe.js mounts the session's form with. */
  clientSecret?: string;
}

/** Who is buying what, from where: every refusal happens here, before anything is written. */
export async function checkoutRequest(request: CallableRequest<unknown>): Promise<Buyer> {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', 'Please log in to buy a plan.');
  const choose = `Choose a plan: ${PAID_PLANS.join(', ')}.`;
  const data = request.data;
  const req = asRecord(data, choose);
  const extra = unknownKeys(req, ['plan']);
  if (extra.length > 0) throw new HttpsError('invalid-argument', `Only the plan can be sent; not: ${extra.join(', ')}.`);
  const plan = req.plan;
  if (!isPaidPlan(plan)) throw new HttpsError('invalid-argument', choose);

  const profile = await db.collection('profiles').doc(auth.uid).get();
  if (!profile.exists || profile.get('_deleted') === true) {
    throw new HttpsError('failed-precondition', 'Your profile could not be found. Please sign out and sign in again.');
  }
  if (profile.get('status') !== 'active') throw new HttpsError('failed-precondition', 'Your account is suspended.');
  const email = typeof auth.token.email === 'string' ? auth.token.email : '';

  const origin = checkedOrigin(request.rawRequest?.headers?.origin);
  if (!origin) throw new HttpsError('failed-precondition', 'Payments cannot be started from this address.');
  return { uid: auth.uid, email, plan, origin };
}

/** The local test checkout (emulator without a Stripe key): a record and the app's own card page. */
async function localCheckout({ uid, email, plan, origin }: Buyer): Promise<CheckoutSessionResponse> {
  const sessionId = `cs_test_local_${randomBytes(12).toString('hex')}`;
  const { amount, currency } = PLAN_TABLE[plan];
  await db.collection('testCheckouts').doc(sessionId).set({
    uid,
    email,
    plan,
    amount,
    currency,
    successUrl: successUrl(origin, sessionId),
    cancelUrl: cancelledUrl(origin),
    paidAt: null,
    createdAt: Date.now(),
    [SERVER_TS]: FieldValue.serverTimestamp(),
  });
  return { url: checkoutPageUrl(origin, sessionId, TEST_CHECKOUT_PATH), sessionId };
}

/** A real Stripe session, as Embedded Checkout: the app's /checkout mounts it with the client secret. */
export async function embeddedCheckout(stripe: Stripe, buyer: Buyer): Promise<CheckoutSessionResponse> {
  const session = await stripe.checkout.sessions.create(embeddedSessionParams(buyer));
  if (!session.client_secret) throw new HttpsError('internal', 'The payment page could not be opened. Please try again.');
  return { url: checkoutPageUrl(buyer.origin, session.id), sessionId: session.id, clientSecret: session.client_secret };
}

export const createCheckoutSession = callable<CheckoutSessionResponse>(
  async (request) => {
    const buyer = await checkoutRequest(request);
    const key = stripeSecretKey();
    if (key) return embeddedCheckout(stripeClient(key), buyer);
    // Never a real session without a key, and never a fake one outside the emulator.
    if (isEmulator()) return localCheckout(buyer);
    throw new HttpsError('failed-precondition', 'Payments are not set up yet. Please try again later.');
  },
  { secrets: STRIPE_SECRETS },
);
