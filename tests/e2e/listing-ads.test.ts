// Hide Google Ads on a listing's page: the admin creates a listing-page ad through Ad Management
// (naming the listing it advertises); a diner's phone shows it on a Basic listing's page, below
// the content (nothing in view moves when it arrives), and shows no ad at all on a paid
// listing's page, even an ad for that very listing (its plan includes Hide Google Ads: the
// catalogue entry says adFree 'all'). Hide competitors Ads' own-owner rule is unit-tested
// (src/features/ads).
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, Page } from 'playwright-core';
import { adminDb, BASE_URL, expectToast, launch } from './support/browser';
import { ADMIN } from './support/auth';
import { expectToHold } from '../support/holds';
import { People } from './support/people';

const RUN = Date.now().toString(36);
const TITLE = `Sunday roast club ${RUN}`;
let browser: Browser;
let people: People;
let basic: { id: string; title: string };
let paid: { id: string; title: string };

type Entry = { id: string; title?: unknown; ownerId?: unknown; adFree?: unknown; _deleted?: unknown };

/** Seeded public listings whose owner's plan is as wanted now (other suites change plans). */
async function pickListings() {
  const entries = (await adminDb().collection('catalog').get()).docs.map((d) => ({ id: d.id, ...d.data() }) as Entry);
  const seeded = entries.filter((e) => e.id.startsWith('seed-') && !e._deleted && typeof e.title === 'string');
  const planOf = async (uid: unknown) => (await adminDb().doc(`profiles/${String(uid)}`).get()).get('package') as string | null | undefined;
  let free: Entry | undefined;
  for (const e of seeded.filter((x) => x.adFree === undefined)) {
    if ([null, undefined, 'Basic'].includes(await planOf(e.ownerId))) {
      free = e;
      break;
    }
  }
  // owner@ is Gold in the seed: a paid plan includes Hide Google Ads.
  const gold = seeded.find((e) => e.ownerId === 'demo-owner' && e.adFree === 'all');
  if (!free) throw new Error('No seeded public listing of a Basic owner (or of none) in the catalogue');
  if (!gold) throw new Error('No listing of owner@ (Gold) with adFree "all" in the catalogue: the projection does not publish adFree');
  return { basic: { id: free.id, title: String(free.title) }, paid: { id: gold.id, title: String(gold.title) } };
}

beforeAll(async () => {
  ({ basic, paid } = await pickListings());
  browser = await launch();
  people = new People(browser);
}, 120_000);
afterAll(async () => {
  await people?.close();
  await browser?.close();
});

async function openListing(page: Page, listing: { id: string; title: string }) {
  await page.goto(`${BASE_URL}/listing/${listing.id}`);
  await page.getByRole('heading', { level: 1, name: listing.title, exact: true }).waitFor({ timeout: 30_000 });
}

describe('listing-page ads', () => {
  it('the admin’s listing-page ad shows on a Basic listing’s page and on no paid listing’s page', async () => {
    const admin = await people.signedIn(ADMIN.email, ADMIN.password, { desktop: true });
    await admin.goto(BASE_URL + '/admin/ads');
    const form = admin.locator('form').filter({ has: admin.getByRole('button', { name: 'Create Ad' }) });
    await form.getByLabel(/^Title/).fill(TITLE);
    await form.getByLabel(/^Placement/).selectOption({ label: 'Listing pages' });
    await form.getByLabel(/^Description/).fill('Three courses, one table, every Sunday.');
    await form.getByLabel(/^CTA button text/).fill('Book a seat');
    await form.getByLabel(/^CTA link/).fill(`/listing/${paid.id}`);
    // For the paid listing itself: Hide Google Ads hides even the owner's own ad on its page.
    const listingField = form.getByLabel(/^Advertised listing/);
    await listingField.fill('no-such-listing');
    await form.getByRole('button', { name: 'Create Ad' }).click();
    // The server's answer (the first call may wake the functions emulator).
    await expectToast(admin, 'The advertised listing does not exist.', { timeout: 30_000 });
    await expectToast(admin, 'Error creating ad');
    expect(await listingField.inputValue()).toBe('no-such-listing');
    await listingField.fill(paid.id);
    // Once the admin's listings are on the device, the field names the one the id is.
    await expect.poll(() => form.innerText(), { timeout: 60_000 }).toContain(`For ${paid.title} · Olivia Owner.`);
    await form.getByRole('button', { name: 'Create Ad' }).click();
    await expectToast(admin, 'Ad created!', { timeout: 30_000 });
    const stored = (await adminDb().collection('ads').where('title', '==', TITLE).get()).docs.map((d) => d.data());
    expect(stored).toEqual([expect.objectContaining({ placement: 'listing-page', advertisedListingId: paid.id, advertisedOwnerId: 'demo-owner', isActive: true })]);

    const diner = await people.visitor('/listings');
    await openListing(diner, basic);
    // It arrives below the content: nothing on the first screen moved.
    await diner.evaluate(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const ad = diner.getByTestId('ad-listing-page');
    await expect.poll(() => ad.innerText().catch(() => ''), { timeout: 60_000 }).toContain(TITLE);
    expect(await ad.textContent()).toContain('Sponsored');
    expect(await ad.getByRole('link', { name: 'Book a seat' }).getAttribute('href')).toBe(`/listing/${paid.id}`);
    expect(await diner.evaluate(() => window.scrollY)).toBe(0);
    expect((await ad.boundingBox())!.y).toBeGreaterThanOrEqual(844);
    expect(await diner.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.02);

    // The same device, the ad on it: the paid page shows none, before or after its reviews load.
    await openListing(diner, paid);
    await diner.getByRole('heading', { name: /^Reviews/ }).first().waitFor({ timeout: 30_000 });
    await expectToHold('no ad on the paid page', () => diner.getByTestId('ad-listing-page').count(), (n) => n === 0, 1_500);
    expect(await diner.getByText(TITLE).count()).toBe(0);

    // And back on the Basic page it is there again (the device still has it).
    await openListing(diner, basic);
    await expect.poll(() => diner.getByTestId('ad-listing-page').innerText().catch(() => ''), { timeout: 30_000 }).toContain(TITLE);
  }, 240_000);
});
