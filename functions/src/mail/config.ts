// Where e-mail goes and what its links point at. Production sets these as function
// configuration (docs/deploy.md); the emulator gets them from the project's start and test
// scripts, which run a local SMTP sink.
import { createHmac, timingSafeEqual } from 'node:crypto';

const isEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

/** The SMTP server, as a URL (smtp://user:pass@host:587, smtps://…); null = not set up. */
export const smtpUrl = (env: NodeJS.ProcessEnv = process.env) => env.SMTP_URL?.trim() || null;

/** Who e-mails come from. */
export const mailFrom = (env: NodeJS.ProcessEnv = process.env) => env.MAIL_FROM?.trim() || 'Forkful <hello@forkful.app>';

/** The app's public address, for links in e-mails (no trailing slash). */
export function publicUrl(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PUBLIC_URL?.trim() || env.APP_ORIGIN?.split(',')[0]?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return isEmulator() ? 'http://127.0.0.1:4173' : 'https://forkful.app';
}

/**
 * LOCAL EMULATOR ONLY — NOT A SECRET. Signs unsubscribe and confirmation links when no
 * MAIL_LINK_SECRET is set; never accepted outside the emulator.
 */
const LOCAL_LINK_SECRET = 'mail_links_local_emulator_only_not_a_secret';

function linkSecret(): string {
  const configured = process.env.MAIL_LINK_SECRET?.trim();
  if (configured) return configured;
  if (isEmulator()) return LOCAL_LINK_SECRET;
  throw new Error('MAIL_LINK_SECRET is not set: e-mail links cannot be signed.');
}

/** Secrets the deployed functions bind (the emulator reads none: it would ask Secret Manager). */
export const MAIL_SECRETS = isEmulator() ? [] : ['SMTP_URL', 'MAIL_LINK_SECRET'];

const mac = (payload: string) => createHmac('sha256', linkSecret()).update(payload).digest('base64url');

/** A link token: the payload and its signature, so the link itself proves who may use it. */
export function signToken(payload: string): string {
  return `${Buffer.from(payload).toString('base64url')}.${mac(payload)}`;
}

/** The payload of a token this project signed, or null. */
export function readToken(token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 600) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const payload = Buffer.from(body, 'base64url').toString();
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? payload : null;
}
