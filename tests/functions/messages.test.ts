// The Contact page's messages and the newsletter's double opt-in, through the real callables,
// the e-mail queue and the local inbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallableStack } from '../support/callables';
import { PROJECT_ID } from '../support/emulator';
import { linkIn, settledMailTo } from '../support/mail-inbox';
import { hashed } from '../../functions/src/messages/rate';
import { MESSAGE_ERRORS } from '../../functions/src/common/message-fields';

const OFFSET = Number(process.env.FORKFUL_PORT_OFFSET || 0);
const MAIL_LINKS = `http://127.0.0.1:${5001 + OFFSET}/${PROJECT_ID}/us-central1/mailLinks`;
const uniq = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
const messageId = () => uniq('msg').padEnd(16, 'x');
const direct = (url: string) => url.replace(/^https?:\/\/[^/]+\/mail/, MAIL_LINKS);
const post = (url: string) => fetch(direct(url), { method: 'POST' });

let stack: CallableStack;
beforeAll(() => {
  stack = new CallableStack('messages');
});
afterAll(async () => stack?.close());

/** The callable's refusal: its code and message. */
async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    const e = error as { code: string; message: string };
    return { code: e.code, message: e.message };
  }
  throw new Error('the call was not refused');
}

describe('sendContactMessage', () => {
  const contact = (over: Record<string, unknown> = {}) => ({ id: messageId(), name: 'Ada', email: `${uniq('ada')}@contact.test`, message: 'Is the terrace open in winter?', ...over });

  it('stores a message once, however often the device sends it', async () => {
    const msg = contact();
    expect(await stack.call('sendContactMessage', msg)).toEqual({ id: msg.id, status: 'stored' });
    expect(await stack.call('sendContactMessage', msg)).toEqual({ id: msg.id, status: 'stored' });
    const stored = (await stack.db.doc(`contactMessages/${msg.id}`).get()).data();
    expect(stored).toMatchObject({ name: 'Ada', email: msg.email, message: msg.message, uid: null, status: 'open' });
  });

  it('refuses what is missing or malformed, with the words the form shows', async () => {
    expect(await refusal(stack.call('sendContactMessage', contact({ message: '  ' })))).toEqual({ code: 'functions/invalid-argument', message: MESSAGE_ERRORS.incomplete });
    expect(await refusal(stack.call('sendContactMessage', contact({ email: 'ada-at-home' })))).toEqual({ code: 'functions/invalid-argument', message: MESSAGE_ERRORS.email });
    expect((await refusal(stack.call('sendContactMessage', contact({ message: 'x'.repeat(2001) })))).message).toBe(MESSAGE_ERRORS.message);
    expect((await refusal(stack.call('sendContactMessage', contact({ id: 'short' })))).code).toBe('functions/invalid-argument');
  });

  it('a filled honeypot is thanked and dropped', async () => {
    const msg = contact({ website: 'http://spam.example' });
    expect(await stack.call('sendContactMessage', msg)).toEqual({ id: msg.id, status: 'stored' });
    expect((await stack.db.doc(`contactMessages/${msg.id}`).get()).exists).toBe(false);
  });

  it('at most five messages an hour from one address', async () => {
    const email = `${uniq('busy')}@contact.test`;
    for (let i = 0; i < 5; i++) await stack.call('sendContactMessage', contact({ email }));
    const extra = contact({ email });
    expect(await refusal(stack.call('sendContactMessage', extra))).toEqual({ code: 'functions/resource-exhausted', message: MESSAGE_ERRORS.tooMany });
    expect((await stack.db.doc(`contactMessages/${extra.id}`).get()).exists).toBe(false);
  });
});

describe('subscribeNewsletter', () => {
  it('double opt-in: pending until the e-mailed link is confirmed; the e-mail also unsubscribes', async () => {
    const email = `${uniq('news')}@newsletter.test`;
    const sub = () => stack.db.doc(`newsletter/${hashed(email)}`).get();
    expect(await stack.call('subscribeNewsletter', { email })).toEqual({ status: 'check-inbox' });
    expect((await sub()).get('status')).toBe('pending');
    const [mail] = await settledMailTo(email, 1);
    expect(mail.subject).toBe('Confirm your Forkful newsletter subscription');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const confirm = linkIn(mail, '/mail/confirm?t=');
    const page = await fetch(direct(confirm));
    expect(await page.text()).toContain('>Confirm subscription</button>');
    expect((await sub()).get('status')).toBe('pending');
    expect(await (await post(confirm)).text()).toContain('You’re subscribed');
    expect((await sub()).get('status')).toBe('confirmed');

    // Signing up again once confirmed sends nothing (and says the same).
    expect(await stack.call('subscribeNewsletter', { email: email.toUpperCase() })).toEqual({ status: 'check-inbox' });
    expect(await settledMailTo(email, 2, { timeoutMs: 3000 })).toHaveLength(1);

    expect(await (await post(linkIn(mail, '/mail/unsubscribe?t='))).text()).toContain('You won’t get our newsletter any more.');
    expect((await sub()).get('status')).toBe('unsubscribed');
  });

  it('a newer sign-up makes the older link expire; an invalid address or a honeypot stores nothing', async () => {
    const email = `${uniq('twice')}@newsletter.test`;
    await stack.call('subscribeNewsletter', { email });
    await stack.call('subscribeNewsletter', { email });
    const links = (await settledMailTo(email, 2)).map((m) => linkIn(m, '/mail/confirm?t='));
    const current = (await stack.db.doc(`newsletter/${hashed(email)}`).get()).get('nonce') as string;
    // A link's token starts with its payload, `c:<subscription>:<nonce>`.
    const nonceOf = (link: string) => Buffer.from(new URL(link).searchParams.get('t')!.split('.')[0], 'base64url').toString().split(':')[2];
    const stale = links.filter((l) => nonceOf(l) !== current);
    expect(stale).toHaveLength(1);
    expect(await (await post(stale[0])).text()).toContain('This link has expired');

    expect(await refusal(stack.call('subscribeNewsletter', { email: 'no-at-sign' }))).toEqual({ code: 'functions/invalid-argument', message: MESSAGE_ERRORS.email });
    const bot = `${uniq('bot')}@newsletter.test`;
    await stack.call('subscribeNewsletter', { email: bot, website: 'x' });
    expect((await stack.db.doc(`newsletter/${hashed(bot)}`).get()).exists).toBe(false);
  });
});
