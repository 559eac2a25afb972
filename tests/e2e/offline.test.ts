// After one online visit the installed app works with no network: shell, data and images.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launch, newPhone, visitAndSync } from './support/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  context = await newPhone(browser);
  page = await context.newPage();
  await visitAndSync(page, '/listings');
  // The first page's images go through the now-controlling service worker into its cache
  // (Firestore keeps a connection open, so 'networkidle' never comes).
  // Wait for the cards themselves (not just the ad or the header) so the check is not vacuous.
  await page.getByTestId('listing-card').nth(2).waitFor();
  await page.waitForFunction(
    async () => {
      const cardImages = [...document.querySelectorAll('[data-testid="listing-card"] img')].slice(0, 3) as HTMLImageElement[];
      if (cardImages.length < 3 || !cardImages.every((i) => i.complete && i.naturalWidth > 0)) return false;
      const hits = await Promise.all(cardImages.map((i) => caches.match(i.currentSrc, { ignoreSearch: true })));
      return hits.every(Boolean);
    },
    null,
    { timeout: 30_000, polling: 500 },
  );
  await context.setOffline(true);
});
afterAll(async () => browser?.close());

// The count of the whole local catalogue: the first-screen snapshot shows a remembered total
// first (data-source="snapshot"), which an earlier suite's approval may have made stale.
const count = async () => Number((await page.locator('[data-testid="results-count"][data-source="catalog"]').innerText()).split(' ')[0]);

describe('offline', () => {
  // Runs first: in a full e2e run the runtime image cache was found empty by the time the
  // later offline tests ran (not reproduced with this file alone; see the closing note).
  it('opens a detail page with the images seen before', async () => {
    await page.goto(BASE_URL + '/listings');
    await page.getByTestId('listing-card').first().waitFor();
    // A place whose photo this device has already shown (and so cached) while online.
    const href = await page.evaluate(async () => {
      for (const card of document.querySelectorAll('[data-testid="listing-card"]')) {
        const src = card.querySelector('img')?.src ?? '';
        if (src && !src.includes('fallback') && (await caches.match(src, { ignoreSearch: true }))) return card.querySelector('a')?.getAttribute('href') ?? null;
      }
      return null;
    });
    if (!href) {
      console.log(
        'offline detail debug',
        await page.evaluate(async () => ({
          cached: (await (await caches.open('listing-images')).keys()).map((r) => r.url),
          cards: [...document.querySelectorAll('[data-testid="listing-card"] img')].slice(0, 4).map((i) => (i as HTMLImageElement).src),
          controlled: !!navigator.serviceWorker.controller,
        })),
      );
    }
    expect(href).toMatch(/^\/listing\//);
    await page.locator(`a[href="${href}"]`).click();
    await page.waitForURL(/\/listing\//);
    await page.getByRole('heading', { name: 'About' }).waitFor();
    const photo = page.locator('img[alt*="photo 1 of"]');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The picture came from the cache, not the fallback.
    expect(await photo.getAttribute('src')).not.toContain('fallback');
  });
  it('reloads / from the local database', async () => {
    await page.goto(BASE_URL + '/');
    await page.getByTestId('offline-indicator').waitFor();
    await expect.poll(() => page.getByTestId('listing-card').count()).toBe(6);
  });

  it('reloads /listings with search and filters working', async () => {
    await page.goto(BASE_URL + '/listings');
    await expect.poll(count).toBeGreaterThanOrEqual(60);
    await page.getByRole('searchbox', { name: /search by name/i }).fill('sourdough');
    await expect.poll(count).toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: /search by name/i }).fill('');
    await expect.poll(count).toBeGreaterThanOrEqual(60);
    const all = await count();
    // On a phone the cuisine sits in the Filters panel.
    await page.getByTestId('filters-toggle').click();
    await page.getByRole('combobox', { name: 'Cuisine' }).selectOption('Cafe');
    // The filter narrows the list, to cafes only.
    await expect.poll(count).toBeLessThan(all);
    // (Polled: once, in a run after other suites, the count read 0 for a moment after the change.)
    await expect.poll(count).toBeGreaterThan(0);
    // (The label is styled in capitals: innerText follows text-transform.)
    const shown = async () => new Set((await page.getByTestId('card-category').allInnerTexts()).map((c) => c.toLowerCase()));
    await expect.poll(shown).toEqual(new Set(['cafe']));
  });
});
