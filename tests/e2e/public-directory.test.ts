// Diner journeys through the public directory in real Chromium against the seeded emulators.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { BASE_URL, expectToast, launch, newPhone, visitAndSync } from './support/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  context = await newPhone(browser);
  page = await context.newPage();
  await visitAndSync(page, '/');
});
afterAll(async () => browser?.close());

// The count of the whole local catalogue: the first-screen snapshot shows a remembered total
// first (data-source="snapshot"), which an earlier suite's approval may have made stale.
const count = async () => Number((await page.locator('[data-testid="results-count"][data-source="catalog"]').innerText()).split(' ')[0]);
const cards = () => page.getByTestId('listing-card');

describe('home', () => {
  it('shows six Featured Gems, highest rated first', async () => {
    await page.goto(BASE_URL + '/');
    await expect.poll(() => cards().count()).toBe(6);
    const ratings = await page.locator('[data-testid="listing-card"] [aria-label^="Rated"]').evaluateAll((els) =>
      els.map((e) => Number(e.getAttribute('aria-label')!.split(' ')[1])),
    );
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('hero search → /listings?q= → detail page', async () => {
    await page.goto(BASE_URL + '/');
    await page.getByRole('searchbox', { name: /search restaurants/i }).fill('  pizza  ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/listings\?q=pizza$/);
    await expect.poll(count).toBeGreaterThan(0);
    const first = cards().first();
    const title = await first.getByRole('link').innerText();
    expect(title.toLowerCase() + (await first.innerText()).toLowerCase()).toContain('pizza');
    await first.getByRole('link').click();
    await page.waitForURL(/\/listing\/seed-/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    for (const section of ['About', 'Information']) {
      expect(await page.getByRole('heading', { name: section }).count()).toBe(1);
    }
  });

  it('an empty hero search stays on the home page', async () => {
    await page.goto(BASE_URL + '/');
    await page.getByRole('searchbox', { name: /search restaurants/i }).fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it.each([
    ['Restaurants', 'Restaurant'],
    ['Coffee Shops', 'Coffee Shop'],
    ['Bakery', 'Bakery'],
  ])('the %s tile filters to one canonical category', async (tile, canonical) => {
    await page.goto(BASE_URL + '/');
    await page.getByRole('link', { name: new RegExp(`^${tile}`) }).click();
    await expect.poll(count).toBeGreaterThan(0);
    // On a phone the cuisine sits in the Filters panel.
    await page.getByTestId('filters-toggle').click();
    expect(await page.getByRole('combobox', { name: 'Cuisine' }).inputValue()).toBe(canonical);
    const categories = await page.getByTestId('card-category').allInnerTexts();
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories.map((c) => c.toLowerCase()))).toEqual(new Set([canonical.toLowerCase()]));
  });
});

describe('browse filters', () => {
  it('cuisine, price and text filters narrow the list and live in the URL', async () => {
    await page.goto(BASE_URL + '/listings');
    await expect.poll(count).toBeGreaterThanOrEqual(60);
    const all = await count();

    await page.getByTestId('filters-toggle').click();
    // Cafés: some on paid plans publish a price range (a free plan's listing shows none and no
    // price filter claims it).
    await page.getByRole('combobox', { name: 'Cuisine' }).selectOption('Cafe');
    await expect.poll(count).toBeLessThan(all);
    const cafes = await count();
    expect(page.url()).toContain('category=Cafe');

    await page.getByRole('combobox', { name: 'Price range' }).selectOption('$');
    await expect.poll(count).toBeLessThanOrEqual(cafes);
    expect(page.url()).toContain('price=Inexpensive');
    await expect.poll(async () => new Set(await page.getByTestId('card-price').allInnerTexts())).toEqual(new Set(['$']));

    // Back undoes the price filter, forward restores it.
    await page.goBack();
    await expect.poll(count).toBe(cafes);
    await page.goForward();
    await expect.poll(() => page.url()).toContain('price=Inexpensive');

    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await expect.poll(count).toBe(all);
  });

  // Taco Rocket (seed-013, Fast Food, Chicago): no other field of any seeded listing holds
  // 'rocket' (its name), 'fast' or 'food' (its cuisine) or 'taqueria' (its description), so
  // finding it proves that field is searched. The card shows which field holds the term.
  it.each([
    ['name', 'rocket', (card: Locator) => card.getByRole('link')],
    ['cuisine', 'fast food', (card: Locator) => card.getByTestId('card-category')],
    ['description', 'taqueria', (card: Locator) => card.locator('p').first()],
  ])('text search finds a place by its %s alone', async (_field, term, fieldOf) => {
    await page.goto(`${BASE_URL}/listings?q=${encodeURIComponent(term)}`);
    const card = cards().filter({ has: page.getByRole('link', { name: 'Taco Rocket', exact: true }) });
    await expect.poll(() => card.count()).toBe(1);
    const field = (await fieldOf(card).innerText()).toLowerCase();
    const rest = (await card.innerText()).toLowerCase().replace(field, '');
    for (const word of term.split(' ')) {
      expect(field).toContain(word);
      expect(rest).not.toContain(word);
    }
  });

  it('shows the empty state for a search without results', async () => {
    await page.goto(BASE_URL + '/listings?q=zzzzqqq');
    await page.getByText('No places found matching your criteria.').waitFor();
    expect(await count()).toBe(0);
  });
});

describe('detail page', () => {
  it('copies the link and offers a way to contact the business', async () => {
    // A place that publishes its price (a paid plan's): every card under a price filter does.
    await page.goto(BASE_URL + '/listings?price=Moderate');
    await cards().first().getByRole('link').click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expectToast(page, 'Link Copied!');
    // On a phone the action row dials (Call), or e-mails a place without a number.
    const contact = page.getByRole('link', { name: /^(Call|Email)$/ });
    expect(await contact.getAttribute('href')).toMatch(/^(tel|mailto):/);
    expect(await page.getByTestId('price-range').innerText()).toMatch(/^\$+ · /);
  });

  it('asks guests to log in before saving a favourite', async () => {
    await page.goto(BASE_URL + '/listings');
    await cards().first().getByRole('button', { name: /add .* to favorites/i }).click();
    await expectToast(page, 'Please log in');
    await expectToast(page, 'You need to be logged in to add favorites.');
    await page.getByTestId('toast').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/login$/);
  });

  it('an unknown id shows the error toast and returns to /listings', async () => {
    await page.goto(BASE_URL + '/listing/does-not-exist');
    await page.waitForURL(/\/listings$/);
    await expectToast(page, 'Error');
    await expectToast(page, 'Could not find the listing you were looking for.');
  });
});

describe('static pages', () => {
  it('contact form validates and confirms', async () => {
    await page.goto(BASE_URL + '/contact');
    await page.getByRole('button', { name: /send/i }).click();
    await expectToast(page, 'Incomplete Form');
  });

  it('pricing asks guests to log in', async () => {
    await page.goto(BASE_URL + '/pricing');
    await page.getByRole('button', { name: /choose gold/i }).click();
    await expectToast(page, 'Please Log In');
  });

  it('renders the sponsored ads at their placements', async () => {
    await page.goto(BASE_URL + '/');
    await page.getByTestId('ad-homepage-bottom').waitFor();
    await page.goto(BASE_URL + '/listings');
    await page.getByTestId('ad-listings-top').waitFor();
    await page.goto(BASE_URL + '/pricing');
    await page.getByTestId('ad-pricing-page-bottom').waitFor();
  });

  it('unknown routes show the not-found page', async () => {
    await page.goto(BASE_URL + '/no/such/page');
    await page.getByRole('link', { name: /listings|explore/i }).first().waitFor();
    expect(await page.locator('main').innerText()).toMatch(/not found|404/i);
  });
});
