// The local mail inbox (MailDev, started with the emulators): what the functions really sent.
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

/** Waits until `n` e-mails to the address arrived, then a little longer so a duplicate would show. */
export async function settledMailTo(address: string, n: number, { timeoutMs = 20_000, graceMs = 1500 } = {}): Promise<InboxMail[]> {
  await eventually(() => mailTo(address), (list) => list.length >= n, timeoutMs);
  await new Promise((r) => setTimeout(r, graceMs));
  return mailTo(address);
}

/** The first link in an e-mail's text whose URL contains `part`. */
export function linkIn(mail: InboxMail, part: string): string {
  const found = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(part));
  if (!found) throw new Error(`no link with ${part} in “${mail.subject}”:\n${mail.text}`);
  return found;
}
