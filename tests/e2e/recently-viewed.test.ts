// Recently viewed is this device's own: the detail page records each listing opened, the home
// page lists them newest first (offline too), a visitor's list carries into the account signed
// in next, and signing out forgets it on the device. The detail page's Directions link points
// at the listing's coordinates.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminDb, BASE_URL, expectToast, launch, newPhone, visitAndSync } from './support/browser';
import { signInAs } from './support/auth';

let browser: Browser;
let phone: BrowserContext;
let page: Page;
/** Three public listings, as the first cards of /listings show them. */
const listings: { id: string; title: string }[] = [];

const section = () => page.getByTestId('recently-viewed');
const recentTitles = () => section().getByRole('heading', { level: 3 }).allInnerTexts();

async function view(listing: { id: string; title: string }) {
  await page.goto(`${BASE_URL}/listing/${listing.id}`);
  await recorded(listing);
}

/** The detail page shows the listing and has stored it as the newest view. */
async function recorded(listing: { id: string; title: string }) {
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(listing.title);
  // The write is asynchronous: a full page load straight after it could cut it short.
  await expect.poll(async () => ((await stored()) as { views?: { listingId: string }[] } | undefined)?.views?.[0]?.listingId).toBe(listing.id);
}

/** Home, once its featured cards are there (the recently viewed read has had its chance). */
async function home() {
  await page.goto(BASE_URL + '/');
  await page.getByRole('heading', { name: 'Featured Gems' }).waitFor();
  await expect.poll(() => page.getByTestId('listing-card').count()).toBe(6);
}

/** What the device keeps, read past the app (which hides another user's list). */
function stored() {
  return page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('forkful-device');
        // Not there yet: never create it here (an empty database would lack the app's store).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('recently-viewed')) return resolve(undefined);
          const get = db.transaction('recently-viewed').objectStore('recently-viewed').get('list');
          get.onsuccess = () => (resolve(get.result), db.close());
          get.onerror = () => (reject(get.error), db.close());
        };
      }),
  );
}

/** Through the phone's menu. */
async function signOut() {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForFunction(() => !(localStorage.getItem('forkful:session') ?? '').includes('signed-in'), null, { timeout: 15_000 });
}

beforeAll(async () => {
  browser = await launch();
  phone = await newPhone(browser);
  page = await phone.newPage();
  await visitAndSync(page, '/listings');
  const cards = page.getByTestId('listing-card');
  await cards.nth(2).waitFor();
  for (let i = 0; i < 3; i++) {
    const link = cards.nth(i).getByRole('link');
    listings.push({ id: ((await link.getAttribute('href')) ?? '').replace('/listing/', ''), title: (await link.innerText()).trim() });
  }
});
afterAll(async () => browser?.close());

describe('recently viewed', () => {
  it('is absent on a device that opened nothing yet', async () => {
    await home();
    expect(await section().count()).toBe(0);
  });

  it('lists the listings opened, newest first, also after an offline reload', async () => {
    const [a, b] = listings;
    await view(a);
    await view(b);
    await view(a);
    await view(b);
    await home();
    await expect.poll(recentTitles).toEqual([b.title, a.title]);

    await phone.setOffline(true);
    try {
      await page.reload();
      await expect.poll(recentTitles).toEqual([b.title, a.title]);
      await section().getByRole('link', { name: a.title }).click();
      await page.waitForURL(new RegExp(`/listing/${a.id}$`));
      await recorded(a);
      await page.goBack();
      await expect.poll(recentTitles).toEqual([a.title, b.title]);
    } finally {
      await phone.setOffline(false);
    }
  });

  it("carries a visitor's list into the account signed in, and forgets it on the device at sign-out", async () => {
    const [a, b, c] = listings;
    await signInAs(page, 'diner');
    await page.waitForFunction(() => (localStorage.getItem('forkful:session') ?? '').includes('signed-in'), null, { timeout: 30_000 });
    await view(c);
    await home();
    await expect.poll(recentTitles).toEqual([c.title, a.title, b.title]);

    await signOut(); // lands on home, with no reload
    await expect.poll(() => section().count()).toBe(0);
    await expect.poll(stored).toBeUndefined(); // gone from the device, not only hidden
    await home();
    expect(await section().count()).toBe(0);
  });

  it('forgets the list with Clear', async () => {
    await view(listings[0]);
    await home();
    await expect.poll(recentTitles).toEqual([listings[0].title]);
    await section().getByRole('button', { name: 'Clear recently viewed' }).click();
    await expectToast(page, 'Recently viewed cleared');
    await expect.poll(() => section().count()).toBe(0);
    await home();
    expect(await section().count()).toBe(0);
  });
});

describe('directions', () => {
  it("links to the listing's coordinates beside Copy link, in a new tab", async () => {
    const [a] = listings;
    const { location } = (await adminDb().doc(`catalog/${a.id}`).get()).data() as { location: { lat: number; lng: number } };
    await view(a);
    const link = page.getByRole('link', { name: 'Directions', exact: true });
    // Chromium on Linux is neither Apple nor Android: OpenStreetMap's route planner.
    expect(await link.getAttribute('href')).toBe(
      `https://www.openstreetmap.org/directions?to=${location.lat}%2C${location.lng}#map=17/${location.lat}/${location.lng}`,
    );
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await link.locator('xpath=..').innerText()).toContain('Copy link');
  });
});
