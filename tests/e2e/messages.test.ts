// Messages that arrive: a Contact message written offline is kept on the device and sent once
// when the connection is back (the admin's Inbox shows it), and the newsletter's double opt-in
// runs through the link in the e-mail the local inbox caught, unsubscribe included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminDb, BASE_URL, launch, newPhone, toastText } from './support/browser';
import { ADMIN, signIn, uniqueEmail } from './support/auth';
import { linkIn, settledMailTo } from '../support/mail-inbox';
import { hashed } from '../../functions/src/messages/rate';

let browser: Browser;
let phone: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  phone = await newPhone(browser);
  page = await phone.newPage();
});
afterAll(async () => browser?.close());

/** Items waiting in the page's outbox (IndexedDB forkful-outbox/items). */
const outboxSize = () =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('forkful-outbox');
        // Not there: never create it here (idb-keyval would then find no store in it).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('items')) return resolve(0);
          const count = db.transaction('items').objectStore('items').count();
          count.onsuccess = () => (resolve(count.result), db.close());
          count.onerror = () => (reject(count.error), db.close());
        };
      }),
  );
const stored = async (email: string) => (await adminDb().collection('contactMessages').where('email', '==', email).get()).docs.map((d) => d.data());

describe('the Contact page', () => {
  const email = uniqueEmail('contact');
  const form = () => page.getByRole('region', { name: 'Send us a message' });
  const text = `Do you list food trucks? (${email})`;

  it('offline, keeps the message on the device and says it will be sent', async () => {
    await page.goto(`${BASE_URL}/contact`);
    await page.getByRole('heading', { name: 'Send us a message' }).waitFor();
    await phone.setOffline(true);
    await form().getByRole('textbox', { name: 'Name' }).fill('Casey Diner');
    await form().getByRole('textbox', { name: 'Email' }).fill(email);
    await form().getByRole('textbox', { name: 'Message' }).fill(text);
    await form().getByRole('button', { name: 'Send Message' }).click();
    expect(await toastText(page)).toContain('Message saved on this device');
    await expect.poll(() => page.getByText('One message is waiting on this device').count()).toBe(1);
    expect(await form().getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    expect(await stored(email)).toHaveLength(0);
  });

  it('back online, sends it once and says so; the admin’s Inbox shows it', async () => {
    await phone.setOffline(false);
    await expect.poll(() => page.getByTestId('toast').innerText().catch(() => ''), { timeout: 20_000 }).toContain('Message Sent!');
    await expect.poll(() => page.getByText('One message is waiting on this device').count()).toBe(0);
    // Nothing is left on the device to send twice, also after a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Send us a message' }).waitFor();
    expect(await outboxSize()).toBe(0);
    const messages = await stored(email);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ name: 'Casey Diner', message: text, status: 'open' });

    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const admin = await desk.newPage();
    await signIn(admin, ADMIN.email, ADMIN.password);
    await admin.waitForURL(/\/admin/);
    await admin.goto(`${BASE_URL}/admin/inbox`);
    const card = admin.getByTestId('contact-message').filter({ hasText: text });
    await card.waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Mark resolved' }).click();
    await expect.poll(async () => (await stored(email))[0]?.status).toBe('resolved');
    await desk.close();
  });
});

describe('the newsletter', () => {
  const email = uniqueEmail('news');
  const status = async () => (await adminDb().doc(`newsletter/${hashed(email)}`).get()).get('status') as string | undefined;

  it('double opt-in: the footer says to confirm, the e-mailed link confirms, its unsubscribe link ends it', async () => {
    await page.goto(`${BASE_URL}/about`);
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(await toastText(page)).toContain('Check your inbox to confirm');
    expect(await status()).toBe('pending');

    const [mail] = await settledMailTo(email, 1);
    await page.goto(linkIn(mail, '/mail/confirm?t='));
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByRole('heading', { name: 'You’re subscribed' }).waitFor();
    expect(await status()).toBe('confirmed');

    await page.goto(linkIn(mail, '/mail/unsubscribe?t='));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You’re unsubscribed' }).waitFor();
    expect(await status()).toBe('unsubscribed');
  });
});
