// The map on a phone, in real Chromium (WebGL in software): the results map shows exactly the
// list's places for several questions, a pin leads to its card and page, "Search this area"
// narrows to what is in sight and the URL keeps it, all of it again offline; and the listing
// page's map for a place with and without coordinates.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminDb, BASE_URL, launch, updateListing, visitAndSync } from './support/browser';
import { catalogEntry, seedListing } from './support/people';
import { eventually } from '../support/eventually';

// Downtown Portland; Tuesday 2026-11-24, 21:30 there (some places open, some closed).
const HERE = { latitude: 45.5205, longitude: -122.679 };
const MOMENT = Date.UTC(2026, 10, 25, 5, 30);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let noPointId: string | null = null;
/** The area the diner searched (the offline test reopens it). */
let lastArea = '';

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
    locale: 'en-US',
    geolocation: HERE,
    permissions: ['geolocation'],
  });
  page = await context.newPage();
  await page.clock.setFixedTime(MOMENT);
  await visitAndSync(page, '/listings');
});
afterAll(async () => {
  if (noPointId) await updateListing(noPointId, { _deleted: true });
  await browser?.close();
});

const listCount = async () => Number((await page.locator('[data-testid="results-count"][data-source="catalog"]').innerText()).split(' ')[0]);
const params = () => Object.fromEntries(new URL(page.url()).searchParams);

/** Places the map accounts for: each pin, each cluster's count, and those it says have no position. */
async function mapCount() {
  await page.locator('[data-testid="map-pane"] [data-map-state="ready"]').waitFor({ timeout: 60_000 });
  return page.evaluate(() => {
    const pins = document.querySelectorAll('[data-testid="map-place"]').length;
    const clusters = [...document.querySelectorAll<HTMLElement>('[data-testid="map-cluster"]')].reduce((sum, c) => sum + Number(c.dataset.count), 0);
    const unmapped = Number(/^(\d+) place/.exec(document.querySelector('[data-testid="map-unmapped"]')?.textContent ?? '')?.[1] ?? 0);
    return pins + clusters + unmapped;
  });
}

/** The map and the list agree, and the answer is not empty. */
async function expectMapMatchesList() {
  await expect.poll(listCount, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(async () => (await mapCount()) === (await listCount()), { timeout: 30_000 }).toBe(true);
  return listCount();
}

async function openFilters() {
  const toggle = page.getByTestId('filters-toggle');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** Catalogue places with coordinates inside `area` (w,s,e,n), worked out here from the documents. */
async function placesIn(area: string) {
  const [w, s, e, n] = area.split(',').map(Number);
  const snap = await adminDb().collection('catalog').where('_deleted', '==', false).get();
  return snap.docs.filter((d) => {
    const l = d.data().location as { lat: number; lng: number } | null;
    return !!l && l.lng >= w && l.lng <= e && l.lat >= s && l.lat <= n;
  }).length;
}

describe('the results map on a phone', () => {
  it('shows the same places as the list: everything, a search, open now', async () => {
    const counts: number[] = [];
    for (const query of ['', '&q=coffee', '&open=1']) {
      await page.goto(`${BASE_URL}/listings?view=map${query}`);
      counts.push(await expectMapMatchesList());
    }
    // Each question narrowed the answer.
    expect(counts[1]).toBeLessThan(counts[0]);
    expect(counts[2]).toBeLessThan(counts[0]);
  });

  it('with Near me and a limit: the same places, and the diner’s position', async () => {
    await page.goto(`${BASE_URL}/listings?view=map`);
    await expectMapMatchesList();
    const all = await listCount();
    await openFilters();
    await page.getByTestId('near-me').click();
    await page.getByRole('combobox', { name: 'Distance' }).selectOption('1mi');
    await page.getByRole('button', { name: /^Show \d+ place/ }).click();
    await expect.poll(listCount).toBeLessThan(all);
    expect(params()).toMatchObject({ near: '1', within: '1mi', view: 'map' });
    await expectMapMatchesList();
    await page.getByRole('img', { name: 'Your position' }).waitFor();
  });

  it('a pin opens its card, and the card its page', async () => {
    await page.goto(`${BASE_URL}/listings?view=map&q=${encodeURIComponent('Verde Cantina')}`);
    await expect.poll(listCount).toBe(1);
    const pin = page.getByRole('button', { name: 'Verde Cantina' });
    await pin.click();
    const sheet = page.getByTestId('map-sheet');
    await sheet.getByTestId('map-place-card').waitFor();
    expect(await pin.getAttribute('aria-pressed')).toBe('true');
    await sheet.getByRole('link', { name: 'Verde Cantina' }).click();
    await page.waitForURL(/\/listing\/[^/?]+$/);
    await page.getByRole('heading', { level: 1, name: 'Verde Cantina' }).waitFor();
  });

  it('a cluster lists its places; "Search this area" narrows to what is in sight, through a reload and Back', async () => {
    await page.goto(`${BASE_URL}/listings?view=map`);
    const all = await expectMapMatchesList();
    // A cluster's places, then closer in (the cluster's own zoom), then a move of the diner's own.
    const cluster = page.getByTestId('map-cluster').first();
    const inCluster = Number(await cluster.getAttribute('data-count'));
    await cluster.click();
    await expect.poll(() => page.getByTestId('map-sheet').getByTestId('map-place-card').count()).toBe(Math.min(inCluster, 20));
    await page.getByTestId('map-sheet').getByRole('button', { name: 'Zoom in here' }).click();
    // A view the app fitted is not a question: no "Search this area" yet.
    expect(await page.getByRole('button', { name: 'Search this area' }).count()).toBe(0);
    const box = (await page.locator('[data-testid="map-pane"] canvas').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect.poll(() => params().area ?? null).not.toBeNull();
    const area = params().area;
    lastArea = area;
    const expected = await placesIn(area);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(all);
    await expect.poll(listCount).toBe(expected);
    expect(await expectMapMatchesList()).toBe(expected);
    await page.getByTestId('area-filter').waitFor();

    await page.reload();
    expect(params().area).toBe(area);
    expect(await expectMapMatchesList()).toBe(expected);
    await page.goBack();
    await expect.poll(() => params().area ?? null).toBeNull();
    expect(await expectMapMatchesList()).toBe(all);
    await page.goForward();
    expect(await expectMapMatchesList()).toBe(expected);
  });
});

describe('the listing page’s map', () => {
  it('shows the place’s pin, its address and Directions; the map opens larger', async () => {
    await page.goto(`${BASE_URL}/listing/seed-001`);
    const card = page.getByRole('region', { name: 'Location' });
    await card.scrollIntoViewIfNeeded();
    await card.locator('[data-map-state="ready"]').waitFor({ timeout: 60_000 });
    expect(await card.locator('.fk-pin').count()).toBe(1);
    await card.getByRole('link', { name: 'Get directions' }).waitFor();
    await card.getByRole('button', { name: 'Open a larger map' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[data-map-state="ready"]').waitFor({ timeout: 60_000 });
    expect(await dialog.locator('.fk-pin').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Zoom in' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('says the place has no position instead of an empty map', async () => {
    noPointId = await seedListing('demo-owner-2', 'Nowhere Noodle Bar', 'approved');
    expect(
      await eventually(
        () => catalogEntry(noPointId!),
        (entry) => !!entry,
        30_000,
      ),
    ).toBeTruthy();
    // From the list once the device has it (a page opened before sync finds no such place).
    await page.goto(`${BASE_URL}/listings?q=${encodeURIComponent('Nowhere Noodle Bar')}`);
    await page.getByRole('link', { name: 'Nowhere Noodle Bar' }).click();
    await page.waitForURL(`${BASE_URL}/listing/${noPointId}`);
    const card = page.getByRole('region', { name: 'Location' });
    await card.getByTestId('listing-no-map').waitFor();
    expect(await card.getByTestId('listing-no-map').innerText()).toContain('This place hasn’t set its position on the map yet.');
    expect(await card.locator('[data-map-state]').count()).toBe(0);
  });
});

// Last: a page that has been offline reconnects to Firestore only after a back-off.
describe('the results map offline', () => {
  it('offline after a reload: the map, its pins and the searched area', async () => {
    await page.goto(`${BASE_URL}/listings?view=map&${new URLSearchParams({ area: lastArea }).toString()}`);
    await expectMapMatchesList();
    const url = page.url();
    const expected = await listCount();
    await context.setOffline(true);
    try {
      await page.reload();
      expect(page.url()).toBe(url);
      expect(await expectMapMatchesList()).toBe(expected);
      await page.getByTestId('area-filter').click();
      await expect.poll(listCount).toBeGreaterThan(expected);
      await expectMapMatchesList();
    } finally {
      await context.setOffline(false);
    }
  });
});
