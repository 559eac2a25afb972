// Favourites are offline-first: favourite while offline, reload offline (still there),
// reconnect, and see it in a second browser context signed in as the same user. The
// un-favourite travels as a tombstone (_deleted: true), never a hard delete.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { adminDb, BASE_URL, captureConsole, expectToast, launch, newPhone, visitAndSync } from './support/browser';
import { signInAs } from './support/auth';

const UID = 'demo-diner';
const favoritesRef = () => adminDb().collection(`users/${UID}/favorites`);

let browser: Browser;
let phone: BrowserContext;
let page: Page;
/** The listing favourited in the first test. */
let listing = { id: '', title: '' };
/** What the phone's page logged: printed when a test fails, to tell a stalled sync from a refused one. */
let phoneLog: string[] = [];

/** Signed in as the diner, whose favourites have been pulled once on this device. */
async function signInWithFavorites(p: Page) {
  await signInAs(p, 'diner');
  await p.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('forkful:synced:favorites_')), null, {
    timeout: 60_000,
  });
}

const heart = (card: Locator) => card.getByRole('button', { name: /to favorites$/i });
const cardFor = (p: Page, title: string) => p.getByTestId('listing-card').filter({ has: p.getByRole('heading', { name: title, exact: true }) });

async function serverFavorite(id: string) {
  const snap = await favoritesRef().doc(id).get();
  return snap.exists ? snap.data() : undefined;
}

beforeAll(async () => {
  // Start from no favourites on the server (a re-run against the same emulators).
  const existing = await favoritesRef().get();
  await Promise.all(existing.docs.map((d) => d.ref.delete()));

  browser = await launch();
  phone = await newPhone(browser);
  page = await phone.newPage();
  phoneLog = captureConsole(page).lines;
  await visitAndSync(page, '/listings');
  await signInWithFavorites(page);
});
afterAll(async () => browser?.close());
afterEach(({ failed }) => {
  if (failed) console.log(`[favorites] the phone's page said:\n${phoneLog.slice(-30).join('\n')}`);
  phoneLog.length = 0;
});

describe('favorites', () => {
  it('favourites a listing offline, keeps it across an offline reload, and pushes it on reconnect', async () => {
    await phone.setOffline(true);
    await page.goto(BASE_URL + '/listings');
    const first = page.getByTestId('listing-card').first();
    await first.waitFor();
    listing = {
      title: (await first.getByRole('heading').innerText()).trim(),
      id: ((await first.getByRole('link').getAttribute('href')) ?? '').replace('/listing/', ''),
    };
    expect(listing.id).not.toBe('');
    expect(await heart(first).getAttribute('aria-pressed')).toBe('false');

    await heart(first).click();
    await expectToast(page, 'Added to Favorites!');
    await expect.poll(() => heart(first).getAttribute('aria-pressed')).toBe('true');
    // Still offline: nothing reached the server.
    expect(await serverFavorite(listing.id)).toBeUndefined();

    // Reload with no network: the favourite is in the local database.
    await page.reload();
    const again = cardFor(page, listing.title);
    await again.waitFor();
    await expect.poll(() => heart(again).getAttribute('aria-pressed')).toBe('true');

    await page.goto(BASE_URL + '/favorites');
    await page.getByRole('heading', { name: 'My Favorites' }).waitFor();
    await cardFor(page, listing.title).waitFor();
    expect(await page.getByTestId('favorites-count').innerText()).toBe('1 saved place');

    // Back online: the replication pushes it, stamped with the server time.
    await phone.setOffline(false);
    await expect.poll(() => serverFavorite(listing.id), { timeout: 60_000, intervals: [500] }).toBeDefined();
    const doc = (await serverFavorite(listing.id))!;
    expect(doc._deleted).toBe(false);
    expect(doc.listingId).toBe(listing.id);
    expect(typeof doc.createdAt).toBe('number');
    expect(doc.serverTimestamp?.toMillis?.()).toBeGreaterThan(0);
    expect(Object.keys(doc).sort()).toEqual(['_deleted', 'createdAt', 'listingId', 'serverTimestamp']);
  });

  it('shows it in a second browser signed in as the same user, and syncs the un-favourite as a tombstone', async () => {
    const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' });
    const other = await laptop.newPage();
    await visitAndSync(other, '/');
    await signInWithFavorites(other);
    await other.goto(BASE_URL + '/favorites');
    const card = cardFor(other, listing.title);
    await card.waitFor({ timeout: 30_000 });
    expect(await heart(card).getAttribute('aria-pressed')).toBe('true');

    // The phone keeps /favorites open while the laptop removes the favourite.
    await page.goto(BASE_URL + '/favorites');
    await cardFor(page, listing.title).waitFor();

    await heart(card).click();
    await expectToast(other, 'Removed from Favorites');
    await other.getByRole('heading', { name: 'No favorites yet' }).waitFor();
    await expect(other.getByRole('link', { name: /explore listings/i }).getAttribute('href')).resolves.toBe('/listings');

    // A tombstone on the server, not a deleted document...
    await expect.poll(async () => (await serverFavorite(listing.id))?._deleted, { timeout: 60_000, intervals: [500] }).toBe(true);
    // ...which reaches the phone live.
    await page.getByRole('heading', { name: 'No favorites yet' }).waitFor({ timeout: 30_000 });
    await laptop.close();
  });

  it('forgets them on this device at sign-out without deleting them, and pulls them again at sign-in', async () => {
    await page.goto(BASE_URL + '/listings');
    const card = cardFor(page, listing.title);
    await heart(card).click();
    await expect.poll(() => heart(card).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await serverFavorite(listing.id))?._deleted, { timeout: 60_000, intervals: [500] }).toBe(false);
    expect(await localFavoriteCount(page)).toBe(1);

    await signOut(page);
    await expect.poll(() => localFavoriteCount(page), { timeout: 15_000 }).toBe(0);
    await page.goto(BASE_URL + '/listings');
    await expect.poll(() => heart(cardFor(page, listing.title)).getAttribute('aria-pressed')).toBe('false');
    // Local only: the server still has the favourite.
    expect((await serverFavorite(listing.id))?._deleted).toBe(false);

    await signInWithFavorites(page);
    await page.goto(BASE_URL + '/favorites');
    await cardFor(page, listing.title).waitFor({ timeout: 30_000 });
  });
});

/** Documents (not tombstones) in this device's favourites stores, read straight from IndexedDB. */
function localFavoriteCount(p: Page): Promise<number> {
  return p.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.includes('--favorites_'));
    let count = 0;
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(name);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      if (db.objectStoreNames.contains('docs')) {
        const docs = await new Promise<{ _deleted?: unknown }[]>((resolve, reject) => {
          const req = db.transaction('docs').objectStore('docs').getAll();
          req.onsuccess = () => resolve(req.result as { _deleted?: unknown }[]);
          req.onerror = () => reject(req.error);
        });
        // RxDB's Dexie storage keeps the indexed boolean _deleted as '1' / '0'.
        count += docs.filter((d) => d._deleted !== true && d._deleted !== '1').length;
      }
      db.close();
    }
    return count;
  });
}

/** Through the header (phone: the menu; wider: the account menu). */
async function signOut(p: Page) {
  const account = p.getByTestId('user-menu-button');
  if (await account.isVisible()) await account.click();
  else await p.getByRole('button', { name: 'Open menu' }).click();
  await p.getByRole('button', { name: 'Sign out' }).click();
  // The persisted session snapshot is kept only while signed in.
  await p.waitForFunction(() => !(localStorage.getItem('forkful:session') ?? '').includes('signed-in'), null, { timeout: 15_000 });
}
