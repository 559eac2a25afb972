// Messages that arrive: a Contact message written offline is kept on the device and sent once
// when the connection is back (the admin's Inbox shows it); the newsletter's double opt-in runs
// through the link in the e-mail the local inbox caught, unsubscribe included; a question asked
// offline on a Gold listing reaches its owner's Leads once, and by e-mail with the diner as Reply-To.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminDb, BASE_URL, expectToast, launch, newPhone } from './support/browser';
import { OWNER, signInAs, uniqueEmail } from './support/auth';
import { linkIn, mailTo, settledMailTo } from '../support/mail-inbox';
import { eventually } from '../support/eventually';
import { hashed } from '../support/functions-code';

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
    await expectToast(page, 'Message saved on this device');
    await expect.poll(() => page.getByText('One message is waiting on this device').count()).toBe(1);
    expect(await form().getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    expect(await stored(email)).toHaveLength(0);
  });

  it('back online, sends it once and says so; the admin’s Inbox shows it', async () => {
    await phone.setOffline(false);
    await expectToast(page, 'Message Sent!', { timeout: 20_000 });
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
    await signInAs(admin, 'admin', { until: /\/admin/ });
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
    await expectToast(page, 'Check your inbox to confirm');
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

describe('the Lead Form', () => {
  const email = uniqueEmail('lead');
  const text = `Can you seat 8 on Friday at 7? (${email})`;
  const leads = async () => (await adminDb().collection('users/demo-owner/leads').where('email', '==', email).get()).docs;

  it('a question asked offline goes once when back online; the owner answers it from Leads and gets one e-mail', async () => {
    // owner@ is Gold in the seed: the Lead Form is included. A tombstone keeps its last fields
    // (earlier suites take listings down), so only a live entry will do.
    const listing = (await adminDb().collection('catalog').where('ownerId', '==', 'demo-owner').where('leadForm', '==', true).where('_deleted', '==', false).limit(1).get()).docs[0];
    if (!listing) throw new Error('No listing of owner@ with leadForm in the catalogue: the projection does not publish it');
    const title = String(listing.get('title'));
    await page.goto(`${BASE_URL}/listing/${listing.id}`);
    const card = page.getByRole('region', { name: 'Ask a question' });
    await card.waitFor();
    await phone.setOffline(true);
    await card.getByRole('textbox', { name: 'Your name' }).fill('Casey Diner');
    await card.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await card.getByRole('textbox', { name: 'Your question' }).fill(text);
    await card.getByRole('button', { name: 'Send question' }).click();
    await expectToast(page, 'Question saved on this device');
    await expect.poll(() => card.getByText('One question is waiting on this device').count()).toBe(1);
    expect(await leads()).toHaveLength(0);

    await phone.setOffline(false);
    await expectToast(page, 'Question sent', { timeout: 20_000 });
    expect(await leads()).toHaveLength(1);

    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const owner = await desk.newPage();
    await signInAs(owner, 'owner', { until: /\/user-dashboard/ });
    await owner.goto(`${BASE_URL}/user-dashboard/leads`);
    const item = owner.getByTestId('lead').filter({ hasText: text });
    await item.waitFor({ timeout: 20_000 });
    expect(await item.getByRole('link', { name: `Reply to Casey Diner by e-mail at ${email}` }).getAttribute('href')).toContain(`mailto:${email}`);
    await item.getByRole('button', { name: 'Mark as answered' }).click();
    // The owner's device pushes the change, and the rules accept it.
    await expect.poll(async () => (await leads())[0]?.get('status'), { timeout: 20_000 }).toBe('answered');
    await desk.close();

    const mine = (list: Awaited<ReturnType<typeof mailTo>>) => list.filter((m) => m.headers['reply-to'] === email);
    const mails = mine(await eventually(() => mailTo(OWNER.email), (list) => mine(list).length > 0, 20_000));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`A question about ${title}`);
    expect(await leads()).toHaveLength(1);
  });
});
