// "What is open right now?" at a fixed moment: Tuesday 21:30 in Portland, with the page's
// clock pinned by Playwright. The expected set is worked out here, from the catalogue's own
// documents, with a deliberately plain reading of opening hours (not the app's code).
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildSeed } from '../../scripts/seed-data.mjs';
import { adminDb, launch, newPhone, visitAndSync } from './support/browser';

// 2026-11-24 is a Tuesday; Portland is on PST (UTC-8) then.
const MOMENT = Date.UTC(2026, 10, 25, 5, 30);
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

type Span = { open: string; close: string } | null | undefined;
type Listing = { id: string; city: string; timeZone?: string; openingHours?: Partial<Record<(typeof DAYS)[number], Span>> };

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Local weekday index (0 = Sunday) and minute of the day of `at` in `zone`. */
function wallClock(at: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { day: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday')), minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** Open at `at`: today's span covers the minute, or yesterday's span ran past midnight into it. */
function openAt(listing: Listing, at: number): boolean {
  const hours = listing.openingHours ?? {};
  const { day, minute } = wallClock(at, listing.timeZone!);
  const today = hours[DAYS[day]];
  const yesterday = hours[DAYS[(day + 6) % 7]];
  if (today) {
    const [o, c] = [minutes(today.open), minutes(today.close)];
    if (o === c) return true;
    if (c > o ? minute >= o && minute < c : minute >= o) return true;
  }
  if (yesterday) {
    const [o, c] = [minutes(yesterday.open), minutes(yesterday.close)];
    if (c < o && minute < c) return true;
  }
  return false;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  context = await newPhone(browser);
  page = await context.newPage();
  await page.clock.setFixedTime(MOMENT);
  await visitAndSync(page, '/listings');
});
afterAll(async () => browser?.close());

/** Every result's id, pressing "Show more" until the whole list is on the page. */
async function shownIds(): Promise<string[]> {
  await page.locator('[data-testid="results-count"][data-source="catalog"]').waitFor();
  const more = page.getByRole('button', { name: /^Show more/ });
  while (await more.isVisible()) await more.click();
  return page.locator('[data-testid="listing-card"] h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/').pop()!));
}

async function catalogue(): Promise<Listing[]> {
  const snap = await adminDb().collection('catalog').where('_deleted', '==', false).get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as Omit<Listing, 'id'>) }));
}

describe('open now at Tuesday 21:30 in Portland', () => {
  const seed = buildSeed();
  const seeded = seed.listings.filter((l: { status: string }) => l.status === 'approved') as Listing[];

  it('the seed has places open and closed then, one of them open past midnight', () => {
    const open = seeded.filter((l) => openAt(l, MOMENT));
    expect(open.length).toBeGreaterThan(2);
    expect(open.length).toBeLessThan(seeded.length);
    const overnight = open.filter((l) => l.city === 'Portland' && l.openingHours?.tue && minutes(l.openingHours.tue.close) < minutes(l.openingHours.tue.open));
    expect(overnight.length).toBeGreaterThan(0);
  });

  it('the Open now filter shows exactly the places open at that moment', async () => {
    // On a phone the control sits in the Filters panel.
    await page.getByTestId('filters-toggle').click();
    await page.getByRole('button', { name: 'Open now' }).click();
    await page.waitForURL(/[?&]open=1/);
    const expected = (await catalogue()).filter((l) => openAt(l, MOMENT)).map((l) => l.id).sort();
    // Every seeded place open then is among them.
    const seededOpen = seeded.filter((l) => openAt(l, MOMENT)).map((l) => l.id);
    expect(expected).toEqual(expect.arrayContaining(seededOpen));
    expect((await shownIds()).sort()).toEqual(expected);
    const statuses = await page.getByTestId('open-status').allInnerTexts();
    expect(statuses.every((s) => /^(Open|Closes soon)/.test(s))).toBe(true);
  });

  it('again offline after a reload', async () => {
    const online = (await shownIds()).sort();
    await context.setOffline(true);
    await page.reload();
    expect((await shownIds()).sort()).toEqual(online);
    await page.getByTestId('filters-toggle').click();
    await expect.poll(() => page.getByRole('button', { name: 'Open now' }).getAttribute('aria-pressed')).toBe('true');
    await context.setOffline(false);
  });
});
