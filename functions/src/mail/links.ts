// mailLinks: the pages behind the links in e-mails, served on the app's own address through
// Hosting (/mail/*). A GET only shows a page with a button (mail scanners follow links); the
// button, or a mail client's one-click unsubscribe (RFC 8058 POST), makes the change.
import { onRequest } from 'firebase-functions/v2/https';
import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../shared.js';
import { isMailCategory, MAIL_CATEGORY_LABELS } from '../common/mail-categories.js';
import { MAIL_SECRETS, publicUrl, readToken } from './config.js';

export type LinkAction =
  | { kind: 'unsubscribe-account'; uid: string; category: keyof typeof MAIL_CATEGORY_LABELS }
  | { kind: 'unsubscribe-newsletter'; id: string }
  | { kind: 'confirm-newsletter'; id: string; nonce: string };

export function actionOf(path: string, token: unknown): LinkAction | null {
  const payload = readToken(token);
  if (!payload) return null;
  const [tag, a, b, extra] = payload.split(':');
  if (extra !== undefined || !a) return null;
  if (path.endsWith('/unsubscribe') && tag === 'u' && isMailCategory(b)) return { kind: 'unsubscribe-account', uid: a, category: b };
  if (path.endsWith('/unsubscribe') && tag === 'n' && b === undefined) return { kind: 'unsubscribe-newsletter', id: a };
  if (path.endsWith('/confirm') && tag === 'c' && b) return { kind: 'confirm-newsletter', id: a, nonce: b };
  return null;
}

/** Makes the change a link asks for; returns the page's message. Repeating it changes nothing. */
export async function applyLink(action: LinkAction, now = Date.now()): Promise<{ title: string; message: string }> {
  if (action.kind === 'unsubscribe-account') {
    await db.collection('mailPrefs').doc(action.uid).set({ off: FieldValue.arrayUnion(action.category), updatedAt: now }, { merge: true });
    const label = MAIL_CATEGORY_LABELS[action.category].title.toLowerCase();
    return { title: 'You’re unsubscribed', message: `You won’t get e-mails about ${label} any more. You can turn them back on in your dashboard’s Settings.` };
  }
  const ref = db.collection('newsletter').doc(action.id);
  return db.runTransaction(async (tx) => {
    const sub = (await tx.get(ref)).data();
    if (action.kind === 'unsubscribe-newsletter') {
      if (sub && sub.status !== 'unsubscribed') tx.update(ref, { status: 'unsubscribed', unsubscribedAt: now, updatedAt: now });
      return { title: 'You’re unsubscribed', message: 'You won’t get our newsletter any more. You can subscribe again at the bottom of any page.' };
    }
    if (!sub || sub.nonce !== action.nonce) {
      return { title: 'This link has expired', message: 'Sign up again at the bottom of any page and use the link in the newest e-mail.' };
    }
    if (sub.status !== 'confirmed') tx.update(ref, { status: 'confirmed', confirmedAt: now, updatedAt: now });
    return { title: 'You’re subscribed', message: 'Thanks for confirming: our newsletter is on its way to your inbox.' };
  });
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} · Forkful</title></head>
<body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#fbf8f3;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f1a17">
<main style="max-width:420px;margin:24px;padding:32px;background:#fff;border:1px solid #ece4da;border-radius:16px">
<p style="margin:0 0 16px;font-weight:700;color:#c2410c">Forkful</p>
<h1 style="margin:0 0 12px;font-size:22px">${escape(title)}</h1>
${body}
</main></body></html>`;
}

const button = 'font:inherit;font-weight:600;border:0;border-radius:999px;padding:12px 22px;background:#c2410c;color:#fff;cursor:pointer';
const home = () => `<p style="margin:20px 0 0"><a href="${escape(publicUrl())}/" style="color:#c2410c">Back to Forkful</a></p>`;

function question(action: LinkAction): { title: string; message: string; label: string } {
  if (action.kind === 'unsubscribe-account') {
    const label = MAIL_CATEGORY_LABELS[action.category].title.toLowerCase();
    return { title: 'Unsubscribe?', message: `You’ll no longer get e-mails about ${label}. Other e-mails and your in-app notifications stay as they are.`, label: 'Unsubscribe' };
  }
  if (action.kind === 'unsubscribe-newsletter') return { title: 'Unsubscribe from the newsletter?', message: 'You’ll no longer get our newsletter.', label: 'Unsubscribe' };
  return { title: 'Confirm your subscription', message: 'One click and our newsletter is on its way to your inbox.', label: 'Confirm subscription' };
}

export async function handleMailLink(req: Request, res: Response) {
  res.set('Cache-Control', 'no-store');
  const action = actionOf(req.path, req.query.t);
  if (!action) {
    res.status(400).send(page('This link isn’t valid', `<p style="line-height:1.5">It may have been cut short by your mail app. Open it again from the e-mail, or manage your e-mails in your dashboard’s Settings.</p>${home()}`));
    return;
  }
  if (req.method === 'POST') {
    const done = await applyLink(action);
    res.status(200).send(page(done.title, `<p style="line-height:1.5">${escape(done.message)}</p>${home()}`));
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, POST').send('');
    return;
  }
  const ask = question(action);
  const t = encodeURIComponent(String(req.query.t));
  res.status(200).send(
    page(ask.title, `<p style="line-height:1.5">${escape(ask.message)}</p>
<form method="post" action="${escape(req.path)}?t=${t}" style="margin:20px 0 0"><button type="submit" style="${button}">${escape(ask.label)}</button></form>${home()}`),
  );
}

export const mailLinks = onRequest({ secrets: MAIL_SECRETS }, handleMailLink);
