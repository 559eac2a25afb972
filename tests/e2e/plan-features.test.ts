// What a plan sells, the listing shows, decided on the server: a Basic and a Gold listing with
// the same content side by side on a phone; the admin moves the Basic owner to Gold and an open
// diner page gains the paid parts, which stay offline after a reload; the plan ends (the expiry
// sweep, run by the test) and they leave the page while the owner's listing and dialog keep them.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, BASE_URL, expectToast, launch, newPhone, updateListing, visitAndSync } from './support/browser';
import { ADMIN } from './support/auth';
import { catalogEntry, ownerWithPlan, People, seedListing } from './support/people';
import { expirePackagesAt } from '../support/functions-code';
import { eventually } from '../support/eventually';

const RUN = Date.now().toString(36);
const DAY = 24 * 60 * 60 * 1000;
const extras = () => ({
  tagline: `Wood-fired since 1998 ${RUN}`,
  telephone: '+1 503 555 0100',
  website: 'https://ember.example',
  faq: [{ question: 'Do you take walk-ins?', answer: 'Yes, until 9 pm every day.' }],
  tags: ['vegan-options', 'wifi'],
  menu: [{ name: 'Noodles', items: [{ name: 'Tonkotsu ramen', description: 'Pork broth, egg, scallion', price: 14.5, dietary: [] }] }],
  announcement: { text: `Live jazz this Friday ${RUN}`, endsAt: Date.now() + 3 * DAY },
  videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
});
/** The parts of the page only a paid plan shows. */
const PAID_PARTS = ['tagline', 'announcement', 'section-menu', 'section-faq', 'video-poster'];

let browser: Browser;
let people: People;
let diner: BrowserContext;
let basic: { uid: string; email: string; password: string };
let basicListing = '';
let goldListing = '';

const paidPartsOn = async (page: Page) => {
  const counts = await Promise.all(PAID_PARTS.map((id) => page.getByTestId(id).count()));
  return PAID_PARTS.filter((_, i) => counts[i] > 0);
};

async function listingWithExtras(ownerId: string, title: string) {
  const id = await seedListing(ownerId, title, 'approved');
  await updateListing(id, extras());
  // In beforeAll, where expect.poll is not available: the projection publishes it within seconds.
  const entry = await eventually(() => catalogEntry(id), (e) => e?.telephone === extras().telephone, 60_000);
  if (entry?.telephone !== extras().telephone) throw new Error(`listing ${id} never reached the catalogue with its extras`);
  return id;
}

beforeAll(async () => {
  browser = await launch();
  people = new People(browser);
  basic = await ownerWithPlan(`Basic Owner ${RUN}`, 'Basic');
  const gold = await ownerWithPlan(`Gold Owner ${RUN}`, 'Gold');
  [basicListing, goldListing] = await Promise.all([
    listingWithExtras(basic.uid, `Basic Bakery ${RUN}`),
    listingWithExtras(gold.uid, `Gold Grill ${RUN}`),
  ]);
  diner = await newPhone(browser);
}, 180_000);

afterAll(async () => {
  await diner?.close();
  await people?.close();
  await browser?.close();
});

describe('plan features', () => {
  it('a Basic and a Gold listing with the same content: each page and card shows what its plan includes', async () => {
    const page = await diner.newPage();
    await visitAndSync(page, `/listings?q=${RUN}`);
    await expect.poll(() => page.getByTestId('listing-card').count()).toBe(2);
    const goldCard = page.getByTestId('listing-card').filter({ hasText: 'Gold Grill' });
    const basicCard = page.getByTestId('listing-card').filter({ hasText: 'Basic Bakery' });
    expect(await goldCard.getByTestId('card-tagline').count()).toBe(1);
    expect(await basicCard.getByTestId('card-tagline').count()).toBe(0);
    expect(await basicCard.getByTestId('card-announcement').count()).toBe(0);

    await page.goto(`${BASE_URL}/listing/${goldListing}`);
    await page.getByRole('heading', { name: `Gold Grill ${RUN}` }).waitFor({ timeout: 30_000 });
    await expect.poll(() => paidPartsOn(page)).toEqual(PAID_PARTS);

    await page.goto(`${BASE_URL}/listing/${basicListing}`);
    await page.getByRole('heading', { name: `Basic Bakery ${RUN}` }).waitFor({ timeout: 30_000 });
    // The core four stay: the place, the phone, the hours' block and the pin's directions.
    await page.getByText('3 Harbour Street').first().waitFor();
    expect(await page.getByRole('link', { name: /Call/ }).count()).toBeGreaterThan(0);
    expect(await paidPartsOn(page)).toEqual([]);
    // The server published none of it: not hidden by the page, absent from the device.
    const entry = await catalogEntry(basicListing);
    expect(entry).not.toHaveProperty('tagline');
    expect(entry).not.toHaveProperty('menu');
    expect(entry).not.toHaveProperty('website');
    expect(entry?.telephone).toBe('+1 503 555 0100');
    await page.close();
  });

  it('the admin moves the Basic owner to Gold: the open page gains the paid parts within 10 s, and keeps them offline', async () => {
    const page = await diner.newPage();
    await page.goto(`${BASE_URL}/listing/${basicListing}`);
    await page.getByRole('heading', { name: `Basic Bakery ${RUN}` }).waitFor({ timeout: 30_000 });
    expect(await paidPartsOn(page)).toEqual([]);

    const admin = await people.signedIn(ADMIN.email, ADMIN.password);
    await admin.goto(BASE_URL + '/admin/users');
    await admin.getByLabel('Search users').fill(basic.email);
    const card = admin.getByTestId('user-card').filter({ hasText: basic.email });
    await card.waitFor({ timeout: 60_000 });
    await card.getByRole('button', { name: 'Package' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByTestId('plan-Gold').click();
    await dialog.getByRole('button', { name: 'Confirm Upgrade' }).click();
    await expectToast(admin, 'Package Upgraded!');

    const changed = Date.now();
    await expect.poll(() => paidPartsOn(page), { timeout: 10_000, intervals: [250] }).toEqual(PAID_PARTS);
    console.log(`[plan-features] paid parts on the open page ${Date.now() - changed} ms after the admin's change`);

    await diner.setOffline(true);
    try {
      await page.reload();
      await page.getByRole('heading', { name: `Basic Bakery ${RUN}` }).waitFor({ timeout: 30_000 });
      await expect.poll(() => paidPartsOn(page)).toEqual(PAID_PARTS);
    } finally {
      await diner.setOffline(false);
    }
    await page.close();
  });

  it('the plan ends: the expiry sweep takes the paid parts off the page, and the owner keeps every field in the dialog', async () => {
    const page = await diner.newPage();
    await page.goto(`${BASE_URL}/listing/${basicListing}`);
    await expect.poll(() => paidPartsOn(page), { timeout: 30_000 }).toEqual(PAID_PARTS);

    await adminDb().doc(`profiles/${basic.uid}`).update({ packageExpiresAt: Date.now() - 1000, serverTimestamp: FieldValue.serverTimestamp() });
    const ended = Date.now();
    expect(await expirePackagesAt(ended)).toBeGreaterThanOrEqual(1);
    // Two trigger runs queue behind whatever the emulator is still working through.
    await expect.poll(() => paidPartsOn(page), { timeout: 30_000, intervals: [250] }).toEqual([]);
    console.log(`[plan-features] paid parts gone from the open page ${Date.now() - ended} ms after the sweep`);

    const stored = (await adminDb().doc(`listings/${basicListing}`).get()).data();
    expect(stored).toMatchObject({ tagline: extras().tagline, faq: extras().faq, menu: extras().menu, videoUrl: extras().videoUrl });
    await page.close();

    // The owner's dialog still holds them, marked as not shown without a plan.
    const owner = await people.signedIn(basic.email, basic.password);
    await owner.goto(`${BASE_URL}/user-dashboard/listings/${basicListing}/edit`);
    const dialog = owner.getByRole('dialog');
    const highlights = dialog.getByRole('button', { name: /^Highlights/ });
    await highlights.waitFor({ timeout: 30_000 });
    await highlights.click();
    await expect.poll(() => dialog.getByLabel(/^Tagline/).inputValue()).toBe(extras().tagline);
    expect(await dialog.locator('[data-testid^="locked-tagline"]').innerText()).toMatch(/Not shown without a plan/);
    await dialog.getByRole('button', { name: /^FAQ/ }).click();
    await expect.poll(() => dialog.getByLabel('Question 1', { exact: true }).inputValue()).toBe(extras().faq[0].question);
  });
});
