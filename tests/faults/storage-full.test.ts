// IndexedDB quota exceeded while caching the catalogue (Chromium's real quota, clamped through
// the DevTools protocol): the owner's device has an offline draft, then 30 approved listings
// need more room than is left. The app says so in words and stays usable online, the draft
// reaches the server exactly once, nothing on the device is deleted, and once room is freed the
// catalogue catches up by itself.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, captureConsole, launch, newPhone, toastTexts } from '../e2e/support/browser';
import { eventually } from '../support/eventually';
import { expectToHold } from '../support/holds';
import { arriveListings, clampQuota, ORIGIN, publishedCount, releaseQuota, removeArrivals, usageOf } from './support/quota-storage';
import { draftCard, draftOffline, liveCatalogCount, ownerDevice, placesFound, serverListings, OWNER_UID } from './support/quota-owner';

const RUN = Date.now().toString(36);
// Few and large: what fills the device is their size.
const ARRIVING = 30;
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
let arrivals: string[] = [];
let consoleLines: string[] = [];

const banner = () => page.getByTestId('storage-full');
const until = <T>(read: () => Promise<T>, ok: (v: T) => boolean) => eventually(read, ok, 90_000, 1000);

beforeAll(async () => {
  browser = await launch();
  phone = await newPhone(browser);
  page = await phone.newPage();
  consoleLines = captureConsole(page).lines;
  await ownerDevice(page);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await removeArrivals(arrivals);
});

describe('storage full while caching the catalogue', () => {
  it('says so in words, stays usable online, keeps and pushes the offline draft exactly once', async () => {
    await page.goto(BASE_URL + '/listings');
    // The device holds the whole live catalogue before the disk fills: listings published after
    // the snapshot it started from arrive by the pull that follows it.
    const before = await liveCatalogCount();
    expect(await until(() => placesFound(page), (n) => n === before)).toBe(before);
    await draftOffline(phone, page, DRAFT);

    // The device has 256 KB left (the service worker's precache counts too); 30 listings with
    // long descriptions (about 30 KB each) need several times that.
    const { cdp, after, settled } = await clampQuota(page, 256 * 1024);
    expect(after.overrideActive).toBe(true);
    const ids = await arriveListings(RUN, ARRIVING);
    arrivals = ids;
    expect(await publishedCount(ids)).toBe(ARRIVING);

    // The device stays offline until its IndexedDB must ask for room under the clamp.
    await settled();
    await phone.setOffline(false);
    await banner().waitFor({ timeout: 90_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: `${SHOTS}/storage-full-no-banner.png` }).catch(() => undefined);
      const diag = await page.evaluate(() => (window as unknown as { __forkfulSync?: unknown }).__forkfulSync).catch(() => null);
      console.log(`[faults] no banner: ${JSON.stringify(await usageOf(cdp))}, ${await placesFound(page).catch(() => -1)} places found, sync ${JSON.stringify(diag)}; page said: ${consoleLines.slice(-15).join(' | ')}`);
      throw error;
    });
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
    // Said once, in the banner: the retries every 5 s raise no toasts.
    await expectToHold('no toast', () => toastTexts(page), (shown) => shown.length === 0, 6000);
    await page.screenshot({ path: `${SHOTS}/storage-full-phone.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/storage-full-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    const first = page.locator('main a[href^="/listing/"]').first();
    const href = await first.getAttribute('href');
    await first.click();
    await page.waitForURL((url) => url.pathname === href, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });

    // Room again: with the page left open, the catalogue catches up on its next retry (or the
    // next wake-up) and the banner goes by itself; the draft stays.
    await page.goBack();
    await banner().waitFor({ timeout: 30_000 });
    await releaseQuota(cdp);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await banner().waitFor({ state: 'detached', timeout: 90_000 });
    expect(await until(() => placesFound(page), (n) => n === before + ARRIVING)).toBe(before + ARRIVING);
    await page.goto(BASE_URL + '/user-dashboard/listings');
    await draftCard(page, DRAFT.title).waitFor({ timeout: 30_000 });
    await expect.poll(() => draftCard(page, DRAFT.title).getByTestId('waiting-to-sync').count(), { timeout: 60_000 }).toBe(0);

    // The final server state: one copy of the draft with what was typed, every arrival published.
    await expectToHold('one copy of the draft on the server', () => serverListings(DRAFT.title).then((l) => l.length), (n) => n === 1, 2000);
    const final = await serverListings(DRAFT.title);
    expect(final).toHaveLength(1);
    expect(final[0]).toMatchObject({ ...DRAFT, ownerId: OWNER_UID, status: 'pending' });
    expect(await publishedCount(ids)).toBe(ARRIVING);
  }, 600_000);

  it('a new install with no room for the catalogue browses the downloaded snapshot online', async () => {
    const fresh = await newPhone(browser);
    const first = await fresh.newPage();
    // Room for the database's own bookkeeping, not for the catalogue (the arrivals above make it
    // over 1 MB); set before the first request, so the precache does not fit either.
    const cdp = await fresh.newCDPSession(first);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: ORIGIN, quotaSize: 400 * 1024 });
    await first.goto(BASE_URL + '/listings');
    const words = first.getByTestId('storage-full');
    await words.waitFor({ timeout: 90_000 });
    expect(await words.innerText()).toMatch(WORDS);
    const shown = await placesFound(first);
    expect(shown).toBeGreaterThan(0);
    // The whole downloaded catalogue answers (not the first-screen copy, not an error line).
    expect(await first.getByTestId('results-count').getAttribute('data-source')).toBe('catalog');
    expect(await first.getByRole('alert').count()).toBe(0);
    const title = await first.getByTestId('listing-card').first().getByRole('heading').innerText();
    await first.getByPlaceholder(/^Search by name/).fill(title);
    await expect.poll(() => first.getByTestId('listing-card').first().getByRole('heading').innerText()).toBe(title);
    await first.getByPlaceholder(/^Search by name/).fill('');
    await first.screenshot({ path: `${SHOTS}/storage-full-new-install-phone.png` });
    const card = first.locator('main a[href^="/listing/"]').first();
    const href = await card.getAttribute('href');
    await card.click();
    await first.waitForURL((url) => url.pathname === href, { timeout: 30_000 });
    await first.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
    expect(await first.getByText(/not found/i).count()).toBe(0);
    const { usage, quota } = await usageOf(cdp);
    console.log(`[faults] new install: ${usage} bytes used of a ${quota}-byte quota, ${shown} places shown from the download`);
    await fresh.close();
  }, 300_000);
});
