// Where the Stripe functions get their keys and which app addresses may start a payment.
// Keys come from the environment (function secrets in production, see docs/deploy.md);
// in the emulator without a key, payments run against the local test checkout instead.
import Stripe from 'stripe';

export const isEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

/**
 * LOCAL EMULATOR ONLY — NOT A SECRET. Signs the events the local test checkout sends to
 * stripeWebhook when no STRIPE_WEBHOOK_SECRET is set. Never accepted outside the emulator.
 */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_emulator_only_not_a_secret';

export const stripeSecretKey = () => process.env.STRIPE_SECRET_KEY?.trim() || null;

/** The webhook signing secret; the local constant only in the emulator; null = not set up. */
export function webhookSecret(): string | null {
  const configured = process.env.STRIPE_WEBHOOK_SECRET?.trim();
  if (configured) return configured;
  return isEmulator() ? LOCAL_WEBHOOK_SECRET : null;
}

/** Secrets the deployed functions bind (the emulator reads none: it would ask Secret Manager). */
export const STRIPE_SECRETS = isEmulator() ? [] : ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];

let client: Stripe | undefined;
export function stripeClient(key: string): Stripe {
  client ??= new Stripe(key, { maxNetworkRetries: 2 });
  return client;
}

const LOCAL_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?$/;

export function allowedOrigins(): string[] {
  return (process.env.APP_ORIGIN ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** The app origin a request came from, if it may start a payment (APP_ORIGIN; any local one in the emulator). */
export function checkedOrigin(origin: unknown): string | null {
  if (typeof origin !== 'string' || !origin) return null;
  if (allowedOrigins().includes(origin)) return origin;
  return isEmulator() && LOCAL_ORIGIN.test(origin) ? origin : null;
}

/** For onRequest's cors option: the configured origins, plus local ones in the emulator. */
export const corsOrigins = (): (string | RegExp)[] => [...allowedOrigins(), ...(isEmulator() ? [LOCAL_ORIGIN] : [])];
