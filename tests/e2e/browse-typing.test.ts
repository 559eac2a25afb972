// The /listings page as diners found it wanting: fast typing in its search box, a phone's first
// screen, and where the keyboard focus goes after a card is opened. Real Chromium, real build.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launch, newPhone, visitAndSync } from './support/browser';

const TEXT = 'cinnamon rolls';
/** Screenshots of the screens these tests walk through, for a person to look at. */
const SHOTS = '.cache/screenshots';

let browser: Browser;
let phone: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  phone = await newPhone(browser);
  page = await phone.newPage();
  await visitAndSync(page, '/listings');
});
afterAll(async () => browser?.close());

const count = (p: Page) => p.locator('[data-testid="results-count"][data-source="catalog"]').innerText().then((t) => Number(t.split(' ')[0]));
const field = (p: Page) => p.getByRole('searchbox', { name: /search by name/i });
const q = (p: Page) => new URL(p.url()).searchParams.get('q');
const ids = (p: Page) => p.locator('[data-testid="listing-card"] h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
const historyLength = (p: Page) => p.evaluate(() => history.length);

describe('typing in the /listings search box', () => {
  it('keeps every letter typed at 30 ms a key, in the field, the URL and the results', async () => {
    await page.goto(BASE_URL + '/');
    await page.goto(BASE_URL + '/listings');
    await expect.poll(() => count(page)).toBeGreaterThanOrEqual(60);
    const all = await count(page);
    const entries = await historyLength(page);

    await field(page).click();
    await page.keyboard.type(TEXT, { delay: 30 });
    // Right after the last key, and again once the URL has followed.
    expect(await field(page).inputValue()).toBe(TEXT);
    await expect.poll(() => q(page)).toBe(TEXT);
    expect(await field(page).inputValue()).toBe(TEXT);
    await expect.poll(() => count(page)).toBeLessThan(all);

    // The same results as a page opened on that search.
    const other = await phone.newPage();
    await other.goto(BASE_URL + '/listings?q=' + encodeURIComponent(TEXT));
    await expect.poll(() => count(other)).toBeGreaterThan(0);
    await expect.poll(() => count(page)).toBe(await count(other));
    expect(await ids(page)).toEqual(await ids(other));
    await other.close();

    // One history entry for the whole search, not one per key: Back returns to the unsearched list.
    expect(await historyLength(page)).toBe(entries + 1);
    await page.goBack();
    await expect.poll(() => q(page)).toBeNull();
    await expect.poll(() => field(page).inputValue()).toBe('');
    await expect.poll(() => count(page)).toBe(all);
    // Forward brings the search back into the field.
    await page.goForward();
    await expect.poll(() => field(page).inputValue()).toBe(TEXT);
    await page.goBack();
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('Clear Filters empties the field too', async () => {
    await page.goto(BASE_URL + '/listings?q=sourdough&category=Bakery');
    await expect.poll(() => field(page).inputValue()).toBe('sourdough');
    await page.getByTestId('filters-toggle').click();
    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await expect.poll(() => page.url()).toBe(BASE_URL + '/listings');
    expect(await field(page).inputValue()).toBe('');
  });
});

describe('a phone’s first screen of /listings', () => {
  it('shows the first result without scrolling, the ad after it', async () => {
    await page.goto(BASE_URL + '/listings');
    await expect.poll(() => count(page)).toBeGreaterThanOrEqual(60);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    const first = (await page.getByTestId('listing-card').first().boundingBox())!;
    expect(first.y).toBeLessThan(844 - 200);
    const ad = page.locator('[data-testid$="listings-top"]');
    await ad.first().waitFor();
    expect((await ad.first().boundingBox())!.y).toBeGreaterThan(first.y + first.height);
    // The filters are folded away, out of sight and out of the Tab order.
    expect(await page.getByRole('combobox', { name: 'Cuisine' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/browse-phone.png` });
    await page.screenshot({ path: `${SHOTS}/browse-phone-full.png`, fullPage: true });
  });

  it('reaches the filters through the Filters button (count, aria-expanded, focus, Escape)', async () => {
    const toggle = page.getByTestId('filters-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const cuisine = page.getByRole('combobox', { name: 'Cuisine' });
    await expect.poll(() => cuisine.evaluate((el) => el === document.activeElement)).toBe(true);
    await cuisine.selectOption('Bakery');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('rating');
    await expect.poll(() => new URL(page.url()).searchParams.toString()).toBe('category=Bakery&sort=rating');
    await expect.poll(() => toggle.innerText()).toMatch(/^Filters\s*2/);
    await page.screenshot({ path: `${SHOTS}/browse-phone-filters.png` });
    expect(await page.getByRole('button', { name: /^Filters.*\(2 on\)/ }).count()).toBe(1);

    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await cuisine.count()).toBe(0);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    // The results follow the choices made in the panel.
    const categories = async () => new Set((await page.getByTestId('card-category').allInnerTexts()).map((c) => c.toLowerCase()));
    await expect.poll(categories).toEqual(new Set(['bakery']));
  });
});

describe('the keyboard on the cards', () => {
  it('reaches a card’s title before its heart, and lands on the place’s heading after Enter', async () => {
    await page.goto(BASE_URL + '/listings');
    await expect.poll(() => count(page)).toBeGreaterThanOrEqual(60);
    const card = page.getByTestId('listing-card').first();
    const title = await card.getByRole('heading').innerText();
    await card.getByRole('link').focus();
    await page.keyboard.press('Tab');
    expect(await card.getByTestId('favorite-button').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/listing\//);
    await expect
      .poll(() => page.evaluate(() => ({ tag: document.activeElement?.tagName, text: (document.activeElement as HTMLElement | null)?.innerText })))
      .toEqual({ tag: 'H1', text: title });
    await page.screenshot({ path: `${SHOTS}/browse-phone-opened-card.png` });
  });
});

describe('a desktop', () => {
  it('keeps the filters in the page, with no Filters button', async () => {
    const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' });
    const desk = await laptop.newPage();
    await visitAndSync(desk, '/listings');
    await expect.poll(() => count(desk)).toBeGreaterThan(0);
    await desk.getByRole('combobox', { name: 'Cuisine' }).waitFor();
    await desk.getByRole('combobox', { name: 'Sort by' }).waitFor();
    expect(await desk.getByTestId('filters-toggle').isVisible()).toBe(false);
    const first = (await desk.getByTestId('listing-card').first().boundingBox())!;
    expect(first.y).toBeLessThan(800);
    await desk.screenshot({ path: `${SHOTS}/browse-desktop.png` });
    await desk.screenshot({ path: `${SHOTS}/browse-desktop-full.png`, fullPage: true });
    await laptop.close();
  });
});
