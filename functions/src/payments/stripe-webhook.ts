// stripeWebhook: Stripe's events, verified against the raw body, each applied exactly once
// in one transaction with its stripeEvents/{eventId} record.
import type { Request } from 'firebase-functions/v2/https';
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import type { Response } from 'express';
import type { Transaction } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { db } from '../shared.js';
import { STRIPE_SECRETS, webhookSecret } from './config.js';
import { applySessionEvent } from './fulfil.js';
import type { Obj } from './payment-record.js';
import { applyRefund } from './refund.js';

export interface WebhookEvent {
  id: string;
  type: string;
  created?: number;
  data: { object: Obj };
}

type Handler = (tx: Transaction, object: Obj, now: number) => Promise<string>;

const HANDLERS: Record<string, Handler> = {
  'checkout.session.completed': (tx, o, now) => applySessionEvent(tx, o, 'completed', now),
  'checkout.session.async_payment_succeeded': (tx, o, now) => applySessionEvent(tx, o, 'succeeded', now),
  'checkout.session.async_payment_failed': (tx, o, now) => applySessionEvent(tx, o, 'failed', now),
  'charge.refunded': applyRefund,
};

const ALREADY_EXISTS = 6;

/**
 * Applies one verified event. A duplicate (the event record exists: a replay, or a
 * concurrent delivery that committed first) changes nothing.
 */
export async function processStripeEvent(event: WebhookEvent, now = Date.now()): Promise<string> {
  const handler = HANDLERS[event.type];
  if (!handler) return 'ignored';
  const eventRef = db.collection('stripeEvents').doc(event.id);
  try {
    return await db.runTransaction(async (tx) => {
      if ((await tx.get(eventRef)).exists) return 'duplicate';
      const outcome = await handler(tx, event.data.object, now);
      // create(), not set(): should two deliveries ever both get this far, one commit fails.
      tx.create(eventRef, { type: event.type, created: (event.created ?? 0) * 1000, outcome, processedAt: now });
      return outcome;
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return 'duplicate';
    throw error;
  }
}

export async function stripeWebhookHandler(req: Request, res: Response): Promise<void> {
  if (req.method !== 'POST') {
    res.status(405).json({ error: 'Use POST.' });
    return;
  }
  const secret = webhookSecret();
  if (!secret) {
    logger.error('stripeWebhook: STRIPE_WEBHOOK_SECRET is not set; nothing was processed.');
    res.status(500).json({ error: 'The webhook is not configured.' });
    return;
  }
  const signature = req.get('stripe-signature');
  if (!signature || !req.rawBody) {
    res.status(400).json({ error: 'Missing Stripe-Signature header.' });
    return;
  }
  let event: WebhookEvent;
  try {
    // Default tolerance (300 s): a stale, replayed signature is refused.
    event = Stripe.webhooks.constructEvent(req.rawBody, signature, secret) as unknown as WebhookEvent;
  } catch (error) {
    res.status(400).json({ error: `Webhook signature verification failed: ${(error as Error).message}` });
    return;
  }
  if (typeof event?.id !== 'string' || !event.id || typeof event.data?.object !== 'object' || event.data.object === null) {
    res.status(400).json({ error: 'Not a Stripe event.' });
    return;
  }
  try {
    const outcome = await processStripeEvent(event);
    logger.info('stripeWebhook', { eventId: event.id, type: event.type, outcome });
    res.status(200).json({ received: true, outcome });
  } catch (error) {
    // A 5xx makes Stripe retry later; the event record was not written, so the retry applies it.
    logger.error('stripeWebhook failed', { eventId: event.id, type: event.type, error });
    res.status(500).json({ error: 'The event could not be processed.' });
  }
}

export const stripeWebhook = onRequest({ secrets: STRIPE_SECRETS }, stripeWebhookHandler);
