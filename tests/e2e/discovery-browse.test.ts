// Near me, the distance limit and the sort on /listings in real Chromium with an emulated
// position, checked against distances worked out here from the seed's coordinates; then that
// the URL keeps them through a reload and Back; then all of it again offline.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildSeed } from '../../scripts/seed-data.mjs';
import { BASE_URL, launch, visitAndSync } from './support/browser';

// Downtown Portland (SW Alder St).
const HERE = { latitude: 45.5205, longitude: -122.679 };
const MILE_KM = 1.609344;

function haversineKm(lat: number, lng: number) {
  const rad = Math.PI / 180;
  const dLat = (lat - HERE.latitude) * rad;
  const dLng = (lng - HERE.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(HERE.latitude * rad) * Math.cos(lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

// Every seeded place with coordinates, by id. Approved ones are in the catalogue; other suites of
// a full run may approve more, so checks on "which must be shown" use the approved ones only.
const seed = buildSeed().listings.filter((l) => l.location);
const seedKm = new Map(seed.map((l) => [l.id, haversineKm(l.location!.lat, l.location!.lng)]));
const approvedKm = seed.filter((l) => l.status === 'approved').map((l) => ({ id: l.id, category: l.category, km: seedKm.get(l.id)! }));

let browser: Browser;
let context: BrowserContext;
let page: Page;

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
  await visitAndSync(page, '/listings');
});
afterAll(async () => browser?.close());

/** Cards the listings page shows before Show more (FIRST_PAGE in first-screen-cache.ts). */
const PAGE_SIZE = 24;
const count = async () => Number((await page.locator('[data-testid="results-count"][data-source="catalog"]').innerText()).split(' ')[0]);
const nearMe = () => page.getByTestId('near-me');
const sortBy = () => page.getByRole('combobox', { name: 'Sort by' });
const distance = () => page.getByRole('combobox', { name: 'Distance' });
const params = () => Object.fromEntries(new URL(page.url()).searchParams);
/** On a phone the controls sit in the Filters panel: open it (a load or reload closes it). */
async function openFilters() {
  const toggle = page.getByTestId('filters-toggle');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** The cards shown: id (from the link), distance (km) and its text. */
const shown = () =>
  page.getByTestId('listing-card').evaluateAll((cards) =>
    cards.map((card) => {
      const d = card.querySelector<HTMLElement>('[data-testid="card-distance"]');
      return { id: card.querySelector('a')!.getAttribute('href')!.split('/').pop()!, km: d ? Number(d.dataset.km) : null, text: d?.textContent ?? null };
    }),
  );

/** The grid commits its first row at once and the rest of the page right after: a list read
 *  before that is only its first cards. */
const wholePage = () => expect.poll(async () => (await shown()).length === Math.min(await count(), PAGE_SIZE)).toBe(true);

async function turnOnNearMe() {
  await page.goto(BASE_URL + '/listings');
  await expect.poll(count).toBeGreaterThanOrEqual(60);
  await openFilters();
  await nearMe().click();
  await expect.poll(() => nearMe().getAttribute('aria-pressed')).toBe('true');
  expect(params()).toMatchObject({ near: '1', sort: 'nearest' });
}

/** Cards in order of distance, each measured as here, with no nearer approved place left out. */
async function expectSortedByDistance(limitKm = Infinity, category?: string) {
  await wholePage();
  await expect.poll(async () => (await shown()).every((c) => c.km !== null)).toBe(true);
  const cards = await shown();
  const kms = cards.map((c) => c.km!);
  expect(kms).toEqual([...kms].sort((a, b) => a - b));
  let seeded = 0;
  for (const card of cards) {
    expect(card.text).toMatch(/^\d+(\.\d)? mi away$|^\d+ ft away$/);
    if (!seedKm.has(card.id)) continue;
    seeded += 1;
    expect(Math.abs(card.km! - seedKm.get(card.id)!)).toBeLessThan(0.005);
  }
  expect(seeded).toBeGreaterThan(0);
  const farthest = Math.max(...kms);
  const ids = new Set(cards.map((c) => c.id));
  const missing = approvedKm.filter((l) => l.km < farthest && l.km <= limitKm && (!category || l.category === category) && !ids.has(l.id));
  expect(missing).toEqual([]);
  expect(farthest).toBeLessThanOrEqual(limitKm);
  return cards;
}

function journey(mode: 'online' | 'offline') {
  it(`${mode}: Near me sorts by distance and shows each distance`, async () => {
    await turnOnNearMe();
    const cards = await expectSortedByDistance();
    // The nearest approved seeded place comes first among the seeded ones.
    const nearest = [...approvedKm].sort((a, b) => a.km - b.km)[0];
    expect(cards.find((c) => seedKm.has(c.id))!.id).toBe(nearest.id);
  });

  it(`${mode}: the distance limit narrows the results`, async () => {
    const all = await count();
    await distance().selectOption('1mi');
    const within = approvedKm.filter((l) => l.km <= MILE_KM);
    expect(within.length).toBeGreaterThan(0);
    await expect.poll(count).toBeLessThan(all);
    await expect.poll(count).toBeGreaterThanOrEqual(within.length);
    expect(params()).toMatchObject({ within: '1mi' });
    await expectSortedByDistance(MILE_KM);
    await distance().selectOption('any');
    await expect.poll(count).toBe(all);
  });

  it(`${mode}: filters and sort survive a reload and Back`, async () => {
    await turnOnNearMe();
    await page.getByRole('combobox', { name: 'Cuisine' }).selectOption('Cafe');
    await distance().selectOption('5mi');
    await expect.poll(params).toEqual({ near: '1', sort: 'nearest', category: 'Cafe', within: '5mi' });
    const before = (await expectSortedByDistance(5 * MILE_KM, 'Cafe')).map((c) => c.id);
    expect(before.every((id) => !seedKm.has(id) || seed.find((l) => l.id === id)!.category === 'Cafe')).toBe(true);

    // A reload with the permission granted re-reads the position without asking.
    await page.reload();
    await openFilters();
    await expect.poll(() => nearMe().getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await shown()).map((c) => c.id)).toEqual(before);
    expect(await sortBy().inputValue()).toBe('nearest');
    expect(await distance().inputValue()).toBe('5mi');
    expect(await page.getByRole('combobox', { name: 'Cuisine' }).inputValue()).toBe('Cafe');

    await sortBy().selectOption('rating');
    await expect.poll(params).toMatchObject({ sort: 'rating' });
    await page.goBack();
    await expect.poll(params).toEqual({ near: '1', sort: 'nearest', category: 'Cafe', within: '5mi' });
    expect(await sortBy().inputValue()).toBe('nearest');
    await expect.poll(async () => (await shown()).map((c) => c.id)).toEqual(before);
    await page.goBack();
    await expect.poll(params).toEqual({ near: '1', sort: 'nearest', category: 'Cafe' });
    // (That entry is from before the reload: Chrome may load it afresh, with the panel closed.)
    await openFilters();
    await expect.poll(() => distance().inputValue()).toBe('any');
  });

  it(`${mode}: a refused permission shows the message and keeps the results`, async () => {
    await context.clearPermissions();
    try {
      // A shared near=1 link does not ask: the control shows off and the usual order stays.
      await page.goto(BASE_URL + '/listings?near=1&sort=nearest');
      await expect.poll(count).toBeGreaterThanOrEqual(60);
      await openFilters();
      expect(await nearMe().getAttribute('aria-pressed')).toBe('false');
      expect(await page.getByTestId('card-distance').count()).toBe(0);

      await page.goto(BASE_URL + '/listings?sort=rating');
      await expect.poll(count).toBeGreaterThanOrEqual(60);
      const total = await count();
      await wholePage();
      const order = (await shown()).map((c) => c.id);
      await openFilters();
      await nearMe().click();
      const message = page.getByTestId('near-me-message');
      await message.waitFor();
      expect(await message.innerText()).toMatch(/^Location permission was denied\./);
      expect(await nearMe().getAttribute('aria-pressed')).toBe('false');
      expect(params()).toEqual({ sort: 'rating' });
      expect(await count()).toBe(total);
      expect((await shown()).map((c) => c.id)).toEqual(order);
      expect(await page.getByTestId('card-distance').count()).toBe(0);
    } finally {
      await context.grantPermissions(['geolocation']);
    }
  });
}

describe('near me, distance and sort', () => journey('online'));

describe('near me, distance and sort offline', () => {
  beforeAll(async () => {
    await context.setOffline(true);
    await page.goto(BASE_URL + '/listings');
    await page.getByTestId('offline-indicator').waitFor();
  });
  journey('offline');
});
