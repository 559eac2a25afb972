// sendMail: sends each queued e-mail through SMTP at most once. An attempt first claims the
// document (PROCESSING, with a lease) in a transaction, so two trigger runs never both send;
// an SMTP error the server may recover from is retried later with backoff (sweep.ts); an
// attempt that died between sending and writing back is never sent again (sweep.ts marks it).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions';
import { createTransport, type Transporter } from 'nodemailer';
import { db } from '../shared.js';
import { mailFrom, MAIL_SECRETS, smtpUrl } from './config.js';
import { MAIL, type Delivery, type MailDoc } from './queue.js';

export const LEASE_MS = 60_000;
export const MAX_ATTEMPTS = 5;
/** How long after the n-th failed attempt the next one starts: 30 s, 2 min, 8 min, 32 min. */
export const backoffMs = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1);

export interface SentInfo {
  messageId: string;
  accepted: string[];
  rejected: string[];
  response: string;
}
export type Send = (mail: MailDoc, messageId: string) => Promise<SentInfo>;

let transport: { url: string; transporter: Transporter } | null = null;

/** Sends through SMTP_URL (one pooled connection per function instance). */
export const smtpSend: Send = async (mail, messageId) => {
  const url = smtpUrl();
  if (!url) throw new Error('SMTP_URL is not set.');
  if (transport?.url !== url) transport = { url, transporter: createTransport(url) };
  const info = await transport.transporter.sendMail({
    from: mailFrom(),
    to: mail.to,
    subject: mail.message.subject,
    text: mail.message.text,
    html: mail.message.html,
    headers: mail.message.headers,
    replyTo: mail.message.replyTo,
    messageId,
  });
  const list = (v: unknown) => (Array.isArray(v) ? v.map((a) => (typeof a === 'string' ? a : String((a as { address?: unknown }).address ?? ''))) : []);
  return { messageId: String(info.messageId ?? messageId), accepted: list(info.accepted), rejected: list(info.rejected), response: String(info.response ?? '') };
};

const sendable = (d: Delivery | undefined, now: number) => !d || d.state === 'PENDING' || (d.state === 'RETRY' && (d.retryAt ?? 0) <= now);

/** Claims the e-mail for one attempt; null when it is not this attempt's to send. */
async function claim(id: string, now: number): Promise<(MailDoc & { delivery: Delivery }) | null> {
  const ref = db.collection(MAIL).doc(id);
  return db.runTransaction(async (tx) => {
    const mail = (await tx.get(ref)).data() as MailDoc | undefined;
    if (!mail || !sendable(mail.delivery, now)) return null;
    const delivery: Delivery = {
      ...(mail.delivery ?? {}),
      state: 'PROCESSING',
      attempts: (mail.delivery?.attempts ?? 0) + 1,
      startTime: now,
      leaseExpireTime: now + LEASE_MS,
      error: null,
    };
    tx.set(ref, { delivery }, { merge: true });
    return { ...mail, delivery };
  });
}

/** An SMTP answer that a later attempt cannot change (5xx: no such mailbox, message refused). */
const permanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
};

export interface DeliverOptions {
  send?: Send;
  now?: number;
  /** Test seam: runs after the send, before the write-back (a throw here is a crash). */
  beforeWriteBack?: () => Promise<void> | void;
}

export type DeliverResult = 'sent' | 'retry' | 'failed' | 'skipped' | 'not-configured';

export async function deliverMail(id: string, options: DeliverOptions = {}): Promise<DeliverResult> {
  const send = options.send ?? smtpSend;
  // No SMTP server: the documents wait (a project may send them with the Trigger Email extension).
  if (!options.send && !smtpUrl()) return 'not-configured';
  const now = options.now ?? Date.now();
  const mail = await claim(id, now);
  if (!mail) return 'skipped';
  const ref = db.collection(MAIL).doc(id);
  let info: SentInfo;
  try {
    info = await send(mail, `<${id}@mail.forkful.app>`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const attempts = mail.delivery.attempts;
    const retry = !permanent(error) && attempts < MAX_ATTEMPTS;
    logger.warn(`mail ${id}: attempt ${attempts} failed (${message})${retry ? '; will retry' : ''}`);
    const delivery: Delivery = retry
      ? { ...mail.delivery, state: 'RETRY', retryAt: Date.now() + backoffMs(attempts), error: message }
      : { ...mail.delivery, state: 'ERROR', endTime: Date.now(), error: message };
    await ref.set({ delivery }, { merge: true });
    return retry ? 'retry' : 'failed';
  }
  await options.beforeWriteBack?.();
  await ref.set({ delivery: { ...mail.delivery, state: 'SUCCESS', endTime: Date.now(), error: null, info } }, { merge: true });
  return 'sent';
}

export const sendMail = onDocumentWritten({ document: `${MAIL}/{id}`, secrets: MAIL_SECRETS }, async (event) => {
  const after = event.data?.after.data() as MailDoc | undefined;
  // Only a new or re-queued e-mail (the function's own writes of PROCESSING, SUCCESS … end here).
  if (!after || (after.delivery && after.delivery.state !== 'PENDING')) return;
  await deliverMail(event.params.id);
});
