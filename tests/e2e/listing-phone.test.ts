// The listing page on a phone answers "is it open, and how do I call or get there" on the first
// screen, without scrolling: the open status with today's hours (the week a tap away) and a row
// of actions led by Call. The information card comes before the reviews, and the page has no
// serious accessibility finding (the Save button's name starts with the word it shows).
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { adminDb, BASE_URL, launch, newPhone } from './support/browser';
import { axeFindings, BLOCKING, describeFindings } from './support/axe';

const SCREEN = { width: 390, height: 844 };

let browser: Browser;
let phone: BrowserContext;
let page: Page;
let listing: { id: string; title: string; telephone: string };

/** A box drawn inside the first screen, at the top of the page. */
async function onFirstScreen(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'drawn').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(SCREEN.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(SCREEN.width);
}

beforeAll(async () => {
  // The longest seeded public name with a phone, hours and a website: the tallest header the seed
  // has. Only seeded listings: after other suites the catalogue also holds their listings, whose
  // opening hours may be empty.
  const docs = (await adminDb().collection('catalog').get()).docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown> & { id: string });
  const hasHours = (hours: unknown) => typeof hours === 'object' && hours !== null && Object.keys(hours).length > 0;
  const candidates = docs.filter((d) => d.id.startsWith('seed-') && typeof d.telephone === 'string' && d.telephone && hasHours(d.openingHours) && d.website && !d._deleted);
  if (!candidates.length) throw new Error('No public listing with a phone, hours and a website in the seed');
  const longest = candidates.sort((a, b) => String(b.title).length - String(a.title).length)[0];
  listing = { id: longest.id, title: String(longest.title), telephone: String(longest.telephone) };

  browser = await launch();
  phone = await newPhone(browser);
  page = await phone.newPage();
  await page.goto(`${BASE_URL}/listing/${listing.id}`);
  await page.getByRole('heading', { level: 1, name: listing.title, exact: true }).waitFor({ timeout: 30_000 });
}, 120_000);
afterAll(async () => browser?.close());

describe('listing page on a phone', () => {
  it('shows the open status, today’s hours and Call on the first screen', async () => {
    expect(page.viewportSize()).toEqual(SCREEN);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const hours = page.getByTestId('detail-hours');
    const status = hours.getByTestId('open-status');
    expect(await status.innerText()).toMatch(/^(Open|Closes soon|Closed|Open 24 hours)/);
    expect(await hours.innerText()).toMatch(/Today (Closed|\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M)/);
    await onFirstScreen(status);
    await onFirstScreen(hours.getByText(/^Today /));

    const call = page.getByRole('link', { name: 'Call', exact: true });
    expect(await call.getAttribute('href')).toBe(`tel:${listing.telephone.replace(/[^\d+]/g, '')}`);
    // The icon is the phone's, not a chat bubble's.
    expect(await call.locator('svg use').getAttribute('href')).toMatch(/#phone$/);
    await onFirstScreen(call);
    for (const name of ['Directions', 'Website']) await onFirstScreen(page.getByRole('link', { name, exact: true }));
    for (const name of [`Save ${listing.title}`, 'Copy link']) await onFirstScreen(page.getByRole('button', { name, exact: true }));
    // Beside the page only from two columns: here Call is the one way to dial.
    expect(await page.getByRole('link', { name: 'Contact Business' }).count()).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('opens the week from today’s line, today marked', async () => {
    const hours = page.getByTestId('detail-hours');
    const week = hours.getByRole('table', { name: 'Opening hours' });
    expect(await week.isVisible()).toBe(false);
    await hours.getByText(/^Today /).click();
    await week.waitFor();
    expect(await week.getByRole('row').count()).toBe(7);
    expect(await week.locator('tr[aria-current="date"]').count()).toBe(1);
    await onFirstScreen(week);
  });

  it('puts the information card before the reviews', async () => {
    const info = page.getByRole('heading', { name: 'Information' });
    const reviews = page.getByRole('heading', { name: 'Reviews', exact: true });
    await reviews.waitFor({ timeout: 30_000 });
    const [a, b] = await Promise.all([info.boundingBox(), reviews.boundingBox()]);
    expect(a!.y).toBeLessThan(b!.y);
  });

  it('has no serious accessibility finding', async () => {
    const blocking = (await axeFindings(page)).filter((f) => BLOCKING.has(f.impact));
    expect(blocking, describeFindings('listing page, phone', blocking)).toEqual([]);
  });
});
