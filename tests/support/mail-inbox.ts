// The local mail inbox (MailDev, started with the emulators): what the functions really sent.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { eventually } from './eventually';

export interface InboxMail {
  id: string;
  subject: string;
  to: { address: string; name?: string }[];
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId?: string;
}

const INBOX = process.env.MAIL_INBOX_URL ?? `http://127.0.0.1:${1580 + Number(process.env.FORKFUL_PORT_OFFSET || 0)}`;

/** Every e-mail in the inbox. */
export async function inbox(): Promise<InboxMail[]> {
  const res = await fetch(`${INBOX}/email`);
  if (!res.ok) throw new Error(`mail inbox ${INBOX} answered ${res.status}`);
  return (await res.json()) as InboxMail[];
}

/** The e-mails to an address (tests use an address of their own, so runs never mix). */
export async function mailTo(address: string): Promise<InboxMail[]> {
  return (await inbox()).filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/** The queue's documents to an address: each e-mail on its way or sent. */
async function queuedTo(address: string): Promise<{ state?: string }[]> {
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-forkful' });
  const snap = await getFirestore(app).collection('mail').where('to', '==', address).get();
  return snap.docs.map((d) => (d.get('delivery') as { state?: string } | undefined) ?? {});
}

const finished = (d: { state?: string }) => d.state === 'SUCCESS' || d.state === 'ERROR';

/**
 * Waits until `n` e-mails to the address arrived and every e-mail queued for it has finished
 * (so a duplicate on its way would be in the inbox too), then returns what the inbox holds.
 */
export async function settledMailTo(address: string, n: number, { timeoutMs = 20_000 } = {}): Promise<InboxMail[]> {
  await eventually(() => mailTo(address), (list) => list.length >= n, timeoutMs);
  await eventually(() => queuedTo(address), (docs) => docs.every(finished), 20_000);
  return mailTo(address);
}

/** The first link in an e-mail's text whose URL contains `part`. */
export function linkIn(mail: InboxMail, part: string): string {
  const found = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(part));
  if (!found) throw new Error(`no link with ${part} in “${mail.subject}”:\n${mail.text}`);
  return found;
}
