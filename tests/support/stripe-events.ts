// Stripe events as the webhook receives them: built here, signed locally with the `stripe`
// package the functions use (never sent to or from Stripe), and POSTed to the emulator.
import { LOCAL_WEBHOOK_SECRET, Stripe } from './functions-code';
import { PROJECT_ID } from './emulator';

const OFFSET = Number(process.env.FORKFUL_PORT_OFFSET || 0);
export const FUNCTIONS_URL = `http://127.0.0.1:${5001 + OFFSET}/${PROJECT_ID}/us-central1`;

const rnd = () => Math.random().toString(36).slice(2, 12);
export const newEventId = () => `evt_test_${rnd()}`;
export const newSessionId = () => `cs_test_${rnd()}`;
export const newPaymentIntentId = () => `pi_test_${rnd()}`;

export interface SessionOver {
  id?: string;
  uid: string;
  plan: string;
  amount_total?: number;
  currency?: string;
  payment_status?: 'paid' | 'unpaid';
  payment_intent?: string;
}

const PRICES: Record<string, number> = { Silver: 1000, Gold: 3000, Platinum: 5000 };

/** A Checkout Session event (checkout.session.*), by default a paid one at the plan's price. */
export function sessionEvent(type: string, s: SessionOver, eventId = newEventId()) {
  return {
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: s.id ?? newSessionId(),
        object: 'checkout.session',
        amount_total: s.amount_total ?? PRICES[s.plan] ?? 0,
        currency: s.currency ?? 'usd',
        client_reference_id: s.uid,
        customer_email: `${s.uid}@forkful.test`,
        metadata: { plan: s.plan, uid: s.uid },
        payment_status: s.payment_status ?? 'paid',
        payment_intent: s.payment_intent ?? newPaymentIntentId(),
        mode: 'payment',
        created: Math.floor(Date.now() / 1000),
      },
    },
  };
}

export function refundEvent(paymentIntentId: string, refunded = true, eventId = newEventId()) {
  return {
    id: eventId,
    object: 'event',
    type: 'charge.refunded',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: `ch_test_${rnd()}`, object: 'charge', payment_intent: paymentIntentId, refunded, amount_refunded: 3000 } },
  };
}

export interface PostOptions {
  secret?: string;
  /** Seconds since the epoch the signature claims (an old one makes it stale). */
  timestamp?: number;
  /** The Stripe-Signature header as sent; null sends none. */
  signature?: string | null;
}

export function signatureFor(payload: string, { secret = LOCAL_WEBHOOK_SECRET, timestamp }: PostOptions = {}) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
}

/** POSTs an event (or a raw payload) to stripeWebhook; returns its status and JSON answer. */
export async function postEvent(event: unknown, options: PostOptions = {}) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const signature = options.signature === undefined ? signatureFor(payload, options) : options.signature;
  const res = await fetch(`${FUNCTIONS_URL}/stripeWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    body: payload,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}
