// An offline start paints /listings' first page and home's featured cards from the first-screen
// snapshot, before the local database answers; the database's cards then take their place as they
// are (same places, same order, same boxes). A filtered view never shows the snapshot.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launch, newPhone, visitAndSync } from './support/browser';
import { expectToHold } from '../support/holds';

interface FirstPaint {
  source: string | null;
  titles: string[];
  box: { left: number; width: number } | null;
}

/** Records, when the first card appears, what the count line says answered and the cards shown. */
function firstPaintProbe() {
  const w = window as unknown as { __firstPaint?: FirstPaint };
  const observer = new MutationObserver(() => {
    const cards = [...document.querySelectorAll('[data-testid="listing-card"]')];
    if (w.__firstPaint || cards.length === 0) return;
    const rect = cards[0].getBoundingClientRect();
    w.__firstPaint = {
      source: document.querySelector('[data-testid="results-count"]')?.getAttribute('data-source') ?? null,
      titles: cards.map((c) => c.querySelector('a')?.textContent ?? ''),
      box: { left: Math.round(rect.left), width: Math.round(rect.width) },
    };
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

let browser: Browser;
let context: BrowserContext;
let page: Page;

const firstPaint = () => page.waitForFunction(() => (window as unknown as { __firstPaint?: FirstPaint }).__firstPaint).then((h) => h.jsonValue() as Promise<FirstPaint>);
const titles = (n: number) => page.evaluate((count) => [...document.querySelectorAll('[data-testid="listing-card"] a')].slice(0, count).map((a) => a.textContent ?? ''), n);

beforeAll(async () => {
  browser = await launch();
  context = await newPhone(browser);
  await context.addInitScript(firstPaintProbe);
  page = await context.newPage();
  await visitAndSync(page, '/listings');
  // The snapshot is written once the catalogue has been quiet for a moment.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('forkful-snapshots');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('snapshots')) return resolve(false);
          const keys = db.transaction('snapshots').objectStore('snapshots').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.some((k) => String(k).startsWith('catalog/first-screen:')));
          keys.onerror = () => resolve(false);
        };
      }),
    null,
    { timeout: 30_000, polling: 500 },
  );
  await context.setOffline(true);
});
afterAll(async () => browser?.close());

describe('first screen offline', () => {
  it('/listings paints the snapshot first, and the database’s cards replace it unchanged', async () => {
    await page.goto(BASE_URL + '/listings');
    const painted = await firstPaint();
    // The first render waits at most a second for the snapshot's read (src/main.tsx); on a machine
    // that busy the database's own first page (the rank index's preview) may paint first. Either
    // way the first paint has cards from the device, never skeletons.
    expect(['snapshot', 'preview']).toContain(painted.source);
    if (painted.source !== 'snapshot') console.log(`[first-screen] the first paint came from the ${painted.source ?? 'nothing'}, not the snapshot`);
    expect(painted.titles.length).toBeGreaterThan(0);
    // index.html's inline script read the snapshot store and the database list while the modules
    // loaded, and the app took both reads instead of starting its own (src/lib/early-reads.ts).
    expect(await page.evaluate(() => Object.keys((window as unknown as { __forkfulEarly?: object }).__forkfulEarly ?? { missing: 1 }))).toEqual([]);
    await page.locator('[data-testid="results-count"][data-source="catalog"]').waitFor({ timeout: 30_000 });
    expect(await titles(painted.titles.length)).toEqual(painted.titles);
    const box = await page.getByTestId('listing-card').first().boundingBox();
    expect({ left: Math.round(box!.x), width: Math.round(box!.width) }).toEqual(painted.box);
  });

  it('home paints the featured cards from the snapshot, the same six the database answers', async () => {
    await page.goto(BASE_URL + '/');
    const painted = await firstPaint();
    expect(painted.titles.length).toBeGreaterThan(0);
    // The grid commits the first cards, then adds the rest one per task: six within moments.
    await expect.poll(async () => (await titles(6)).length).toBe(6);
    const six = await titles(6);
    expect(six.slice(0, painted.titles.length)).toEqual(painted.titles);
    // The database's answer arrives within moments; the cards stay the same six, in order.
    await expectToHold('the same six cards', async () => JSON.stringify(await titles(6)), (now) => now === JSON.stringify(six), 1500);
  });

  it('a filtered view never shows the snapshot', async () => {
    await page.goto(BASE_URL + '/listings?category=Cafe');
    const painted = await firstPaint();
    expect(painted.source).not.toBe('snapshot');
    const categories = await page.getByTestId('card-category').allInnerTexts();
    expect(new Set(categories.map((c) => c.toLowerCase()))).toEqual(new Set(['cafe']));
  });
});
