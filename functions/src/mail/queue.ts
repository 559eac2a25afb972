// The outbound e-mail queue: one document per e-mail in `mail`, in the shape of Firebase's
// Trigger Email extension (to, message {subject, text, html, headers}, delivery), so a
// production project may send it with that extension or with sendMail (deliver.ts).
import { db } from '../shared.js';
import type { MailCategory } from '../common/mail-categories.js';
import { publicUrl, signToken } from './config.js';
import { render, type MailBody } from './templates.js';

export const MAIL = 'mail';

export type DeliveryState = 'PENDING' | 'PROCESSING' | 'RETRY' | 'SUCCESS' | 'ERROR';

export interface Delivery {
  state: DeliveryState;
  attempts: number;
  startTime?: number;
  endTime?: number;
  /** While PROCESSING: after this, the attempt is taken to have died mid-send. */
  leaseExpireTime?: number;
  /** While RETRY: when the sweep queues it again. */
  retryAt?: number;
  error?: string | null;
  info?: { messageId: string; accepted: string[]; rejected: string[]; response: string } | null;
}

export interface MailDoc {
  to: string;
  message: { subject: string; text: string; html: string; headers?: Record<string, string>; replyTo?: string };
  /** Which template wrote it (listing_approved, newsletter_confirm, …). */
  kind: string;
  uid: string | null;
  category: MailCategory | 'newsletter' | null;
  createdAt: number;
  delivery?: Delivery;
}

export interface QueueInput {
  to: string;
  kind: string;
  body: MailBody;
  /** The account it is for: its e-mail choices (mailPrefs) are respected. */
  uid?: string;
  category?: MailCategory;
  /** The newsletter subscription it belongs to (its unsubscribe link ends that one). */
  newsletterId?: string;
  /** Where a reply goes (a diner's address on their question to an owner). */
  replyTo?: string;
}

/** The one-click unsubscribe address for a kind of an account's e-mail, or a newsletter subscription. */
export function unsubscribeUrl(target: { uid: string; category: MailCategory } | { newsletterId: string }): string {
  const payload = 'uid' in target ? `u:${target.uid}:${target.category}` : `n:${target.newsletterId}`;
  return `${publicUrl()}/mail/unsubscribe?t=${signToken(payload)}`;
}

/** The kinds of e-mail an account has turned off. */
export async function mailOff(uid: string): Promise<string[]> {
  const off: unknown = (await db.collection('mailPrefs').doc(uid).get()).get('off');
  return Array.isArray(off) ? off.filter((c): c is string => typeof c === 'string') : [];
}

const looksLikeAddress = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s) && s.length <= 320;

/**
 * Queues an e-mail once: `id` names it (the event it tells of), so a retried trigger finds it
 * and queues nothing. Returns what happened, for the caller's logs and tests.
 */
export async function queueMail(id: string, input: QueueInput, now = Date.now()): Promise<'queued' | 'exists' | 'off' | 'no-address'> {
  if (!looksLikeAddress(input.to)) return 'no-address';
  if (input.uid && input.category && (await mailOff(input.uid)).includes(input.category)) return 'off';
  const target = input.newsletterId
    ? { newsletterId: input.newsletterId }
    : input.uid && input.category
      ? { uid: input.uid, category: input.category }
      : null;
  const unsubscribe = target ? unsubscribeUrl(target) : null;
  const body: MailBody = unsubscribe
    ? {
        ...input.body,
        footer: {
          text: input.newsletterId ? 'You get this because this address signed up for our newsletter.' : 'You can choose which e-mails you get in your dashboard’s Settings.',
          link: { label: 'Unsubscribe', url: unsubscribe },
        },
      }
    : input.body;
  const headers: Record<string, string> = unsubscribe ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
  const doc: MailDoc = {
    to: input.to,
    message: { ...render(body), headers, ...(input.replyTo && looksLikeAddress(input.replyTo) ? { replyTo: input.replyTo } : {}) },
    kind: input.kind,
    uid: input.uid ?? null,
    category: input.newsletterId ? 'newsletter' : (input.category ?? null),
    createdAt: now,
  };
  try {
    await db.collection(MAIL).doc(id).create(doc);
    return 'queued';
  } catch (error) {
    if ((error as { code?: number }).code === 6) return 'exists'; // ALREADY_EXISTS
    throw error;
  }
}
