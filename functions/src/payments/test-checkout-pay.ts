// testCheckoutPay: the local test checkout's "Pay" button, for the emulator only. It plays
// Stripe's part: builds the checkout.session.completed event, signs it with the webhook
// secret and delivers it to stripeWebhook, so the real verification and fulfilment run. The
// event goes to the Functions emulator's own address, never to one the request names.
import { randomBytes } from 'node:crypto';
import type { Request } from 'firebase-functions/v2/https';
import { onRequest } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { logger } from 'firebase-functions';
import Stripe from 'stripe';
import { db } from '../shared.js';
import { corsOrigins, isEmulator, webhookSecret } from './config.js';

export const TEST_CARD = '4242424242424242';
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export interface TestCheckoutOptions {
  /** Overridable so a test can prove the refusal outside the emulator. */
  isEmulator?: boolean;
  /** Where stripeWebhook listens; by default the Functions emulator's address (webhookUrl()). */
  webhookUrl?: string;
}

export const NOT_DELIVERED = 'The payment could not be completed. Please try again.';

/** An emulator's host and port as a URL authority (IPv6 hosts in brackets). */
const authority = (host: string, port: number) => `${host.includes(':') ? `[${host}]` : host}:${port}`;

async function hubFunctionsHost(env: NodeJS.ProcessEnv): Promise<string> {
  if (!env.FIREBASE_EMULATOR_HUB) throw new Error('No Emulator Hub (FIREBASE_EMULATOR_HUB) to ask for the Functions emulator.');
  const answer = await fetch(`http://${env.FIREBASE_EMULATOR_HUB}/emulators`);
  const functions = ((await answer.json()) as { functions?: { host?: unknown; port?: unknown } }).functions;
  if (typeof functions?.host !== 'string' || typeof functions.port !== 'number') throw new Error('The Emulator Hub lists no Functions emulator.');
  return authority(functions.host, functions.port);
}

/**
 * stripeWebhook's URL in the running emulator suite. The Functions emulator's host and port
 * come from FUNCTIONS_EMULATOR_HOST when set, else from the Emulator Hub
 * (FIREBASE_EMULATOR_HUB, which the emulator sets for its functions): never from the
 * request's Host header, which the caller chooses (it would make this endpoint post signed
 * events to any address).
 */
export async function webhookUrl(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const host = env.FUNCTIONS_EMULATOR_HOST?.trim().replace(/^https?:\/\//, '').replace(/\/+$/, '') || (await hubFunctionsHost(env));
  return `http://${host}/${env.GCLOUD_PROJECT ?? ''}/us-central1/stripeWebhook`;
}

/** The event Stripe would send for this test checkout, paid. */
export function completedEvent(sessionId: string, checkout: Record<string, unknown>, nowSeconds = Math.floor(Date.now() / 1000)) {
  return {
    id: `evt_test_local_${hex(12)}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: nowSeconds,
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        amount_total: checkout.amount,
        currency: checkout.currency,
        client_reference_id: checkout.uid,
        customer_email: checkout.email,
        metadata: { plan: checkout.plan, uid: checkout.uid },
        payment_status: 'paid',
        payment_intent: `pi_test_local_${hex(12)}`,
        mode: 'payment',
        status: 'complete',
        created: Math.floor(Number(checkout.createdAt) / 1000) || nowSeconds,
      },
    },
  };
}

export async function testCheckoutPayHandler(req: Request, res: Response, options: TestCheckoutOptions = {}): Promise<void> {
  if (!(options.isEmulator ?? isEmulator())) {
    res.status(403).json({ error: 'The test checkout only runs in the emulator.' });
    return;
  }
  if (req.method !== 'POST') {
    res.status(405).json({ error: 'Use POST.' });
    return;
  }
  const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
  const { sessionId, cardNumber } = body;
  if (typeof sessionId !== 'string' || !/^cs_test_local_[0-9a-f]+$/.test(sessionId)) {
    res.status(404).json({ error: 'This checkout was not found. Start again from the pricing page.' });
    return;
  }
  const ref = db.collection('testCheckouts').doc(sessionId);
  const checkout = (await ref.get()).data();
  if (!checkout) {
    res.status(404).json({ error: 'This checkout was not found. Start again from the pricing page.' });
    return;
  }
  const digits = typeof cardNumber === 'string' ? cardNumber.replace(/\s+/g, '') : '';
  if (/^\d{12,19}$/.test(digits) && digits.endsWith('0002')) {
    res.status(402).json({ error: 'Your card was declined.' });
    return;
  }
  if (digits !== TEST_CARD) {
    res.status(400).json({ error: 'Use the test card 4242 4242 4242 4242.' });
    return;
  }
  if (checkout.paidAt) {
    res.status(409).json({ error: 'This checkout was already paid.' });
    return;
  }

  const secret = webhookSecret() as string; // never null in the emulator
  const payload = JSON.stringify(completedEvent(sessionId, checkout));
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  // The webhook's answer stays here (in the log): the caller learns only that it failed.
  try {
    const target = options.webhookUrl ?? (await webhookUrl());
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    if (!answer.ok) {
      logger.error('testCheckoutPay: stripeWebhook refused the event', { status: answer.status, body: (await answer.text()).slice(0, 500) });
      res.status(502).json({ error: NOT_DELIVERED });
      return;
    }
  } catch (error) {
    logger.error('testCheckoutPay: stripeWebhook could not be reached', { error: (error as Error).message });
    res.status(502).json({ error: NOT_DELIVERED });
    return;
  }
  await ref.update({ paidAt: Date.now() });
  res.status(200).json({ successUrl: String(checkout.successUrl) });
}

export const testCheckoutPay = onRequest({ cors: corsOrigins() }, (req, res) => testCheckoutPayHandler(req, res));
