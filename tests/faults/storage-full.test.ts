// IndexedDB quota exceeded while caching the catalogue (Chromium's real quota, clamped through
// the DevTools protocol): the owner's device has an offline draft, then 300 approved listings
// need more room than is left. The app says so in words and stays usable online, the draft
// reaches the server exactly once, nothing on the device is deleted, and once room is freed the
// catalogue catches up by itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launch, newPhone } from '../e2e/support/browser';
import { eventually } from '../support/eventually';
import { arriveListings, clampQuota, publishedCount, releaseQuota, usageOf } from './support/quota-storage';
import { draftCard, draftOffline, ownerDevice, placesFound, serverListings, OWNER_UID } from './support/quota-owner';

const RUN = Date.now().toString(36);
const ARRIVING = 300;
const DRAFT = {
  title: `Full Pantry ${RUN}`,
  businessName: 'Full Pantry Kitchens',
  description: 'Drafted offline before the phone filled up.\nSeasonal plates, long table.',
  address: '9 Packed Lane',
  city: 'Portland',
  category: 'Restaurant',
};
const WORDS = /This device is out of storage space, so new places can't be saved for offline use\. Everything still works while you're online/;
const SHOTS = '.cache/screenshots';

let browser: Browser;
let phone: BrowserContext;
let page: Page;

const banner = () => page.getByTestId('storage-full');
const until = <T>(read: () => Promise<T>, ok: (v: T) => boolean) => eventually(read, ok, 90_000, 1000);

beforeAll(async () => {
  browser = await launch();
  phone = await newPhone(browser);
  page = await phone.newPage();
  await ownerDevice(page);
}, 180_000);
afterAll(async () => browser?.close());

describe('storage full while caching the catalogue', () => {
  it('says so in words, stays usable online, keeps and pushes the offline draft exactly once', async () => {
    await page.goto(BASE_URL + '/listings');
    const before = await placesFound(page);
    await draftOffline(phone, page, DRAFT);

    // The device has 256 KB left (the service worker's precache counts too); 300 listings with
    // long descriptions need several times that.
    const { cdp, after } = await clampQuota(page, 256 * 1024);
    expect(after.overrideActive).toBe(true);
    const ids = await arriveListings(RUN, ARRIVING);
    expect(await until(() => publishedCount(ids), (n) => n === ARRIVING)).toBe(ARRIVING);

    await phone.setOffline(false);
    await banner().waitFor({ timeout: 90_000 });
    expect(await banner().innerText()).toMatch(WORDS);
    expect(await banner().getAttribute('role')).toBe('status');
    // The push writes only a little metadata on the device: the draft goes through the clamp.
    const arrived = await until(() => serverListings(DRAFT.title), (l) => l.length > 0);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]).toMatchObject({ ...DRAFT, ownerId: OWNER_UID, status: 'pending', rejectionReason: null, _deleted: false });
    const { usage, quota } = await usageOf(cdp);
    console.log(`[faults] storage full: ${usage} bytes used of a ${quota}-byte quota`);

    // A fresh start on the full device: it says so again, and what was stored is all there.
    await page.goto(BASE_URL + '/listings');
    await banner().waitFor({ timeout: 90_000 });
    expect(await page.getByTestId('storage-full').count()).toBe(1);
    expect(await placesFound(page)).toBe(before);
    await page.screenshot({ path: `${SHOTS}/storage-full-phone.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/storage-full-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    const first = page.locator('main a[href^="/listing/"]').first();
    const href = await first.getAttribute('href');
    await first.click();
    await page.waitForURL((url) => url.pathname === href, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });

    // Room again: the catalogue catches up on its next retry, the banner goes, the draft stays.
    await releaseQuota(cdp);
    await page.goto(BASE_URL + '/listings');
    await banner().waitFor({ state: 'detached', timeout: 90_000 }).catch(() => undefined);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    expect(await until(() => placesFound(page), (n) => n === before + ARRIVING)).toBe(before + ARRIVING);
    await banner().waitFor({ state: 'detached', timeout: 30_000 });
    await page.goto(BASE_URL + '/user-dashboard/listings');
    await draftCard(page, DRAFT.title).waitFor({ timeout: 30_000 });
    await expect.poll(() => draftCard(page, DRAFT.title).getByTestId('waiting-to-sync').count(), { timeout: 60_000 }).toBe(0);

    // The final server state: one copy of the draft with what was typed, every arrival published.
    await page.waitForTimeout(2000);
    const final = await serverListings(DRAFT.title);
    expect(final).toHaveLength(1);
    expect(final[0]).toMatchObject({ ...DRAFT, ownerId: OWNER_UID, status: 'pending' });
    expect(await publishedCount(ids)).toBe(ARRIVING);
  }, 480_000);
});
