// The paid content as a diner meets it on the device: the Tags filter works offline and lives in
// the URL; "ramen" finds a place by its menu, below the places named for it; the video asks its
// host for nothing before the tap; an announcement and an event leave the page when the device's
// clock passes their end, offline too.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, newPhone, updateListing, visitAndSync } from './support/browser';
import { catalogEntry, ownerWithPlan, seedListing } from './support/people';
import { eventually } from '../support/eventually';

const RUN = Date.now().toString(36);
const HOUR = 3_600_000;
const START = Date.now();
const RAMEN_HALL = `Ramen Hall ${RUN}`;
const OAK_TABLE = `Oak Table ${RUN}`;
const VIDEO_HOSTS = /(youtube|youtube-nocookie|ytimg|vimeo|vimeocdn)\.com|youtu\.be/;

let browser: Browser;
let oakTable = '';

/** A Gold owner's approved listing with `extras`, once the catalogue publishes them. */
async function publish(ownerId: string, title: string, extras: Record<string, unknown>) {
  const id = await seedListing(ownerId, title, 'approved');
  await updateListing(id, extras);
  const entry = await eventually(() => catalogEntry(id), (e) => !!e?.tags?.length, 60_000);
  if (!entry?.tags?.length) throw new Error(`listing ${id} never reached the catalogue with its content`);
  return id;
}

const titles = (page: Page) => page.getByTestId('listing-card').getByRole('heading').allTextContents();

beforeAll(async () => {
  browser = await launch();
  const gold = await ownerWithPlan(`Content Owner ${RUN}`, 'Gold');
  [, oakTable] = await Promise.all([
    publish(gold.uid, RAMEN_HALL, { tags: ['takeout'] }),
    publish(gold.uid, OAK_TABLE, {
      tags: ['live-music', 'wifi'],
      menu: [{ name: 'Late night', items: [{ name: 'Shoyu ramen', description: 'Chicken broth, egg', price: 15, dietary: [] }] }],
      videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      announcement: { text: `Jazz trio tonight ${RUN}`, endsAt: START + 2 * HOUR },
      events: [{ title: `Wine night ${RUN}`, startsAt: START + HOUR, endsAt: START + 3 * HOUR, description: 'Four pours.' }],
    }),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('listing content on the device', () => {
  it('the Tags filter works offline and is kept in the URL', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await visitAndSync(page, '/listings');
    await context.setOffline(true);
    await page.goto(`${BASE_URL}/listings?q=${RUN}`);
    await expect.poll(() => titles(page)).toEqual(expect.arrayContaining([RAMEN_HALL, OAK_TABLE]));

    await page.getByTestId('tag-filter').getByRole('button', { name: 'Live music' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tags')).toBe('live-music');
    await expect.poll(() => titles(page)).toEqual([OAK_TABLE]);
    expect(await page.getByTestId('tag-filter').getByRole('button', { name: 'Live music' }).getAttribute('aria-pressed')).toBe('true');

    // Back to the unfiltered list, and a shared link with the filter opens filtered (still offline).
    await page.goBack();
    await expect.poll(() => titles(page)).toEqual(expect.arrayContaining([RAMEN_HALL, OAK_TABLE]));
    await page.goto(`${BASE_URL}/listings?q=${RUN}&tags=takeout`);
    await expect.poll(() => titles(page)).toEqual([RAMEN_HALL]);
    await context.close();
  });

  it('"ramen" finds a place by its menu, below the places named for it', async () => {
    const context = await newPhone(browser);
    const page = await context.newPage();
    await visitAndSync(page, '/listings?q=ramen');
    await expect.poll(() => titles(page)).toEqual(expect.arrayContaining([RAMEN_HALL, OAK_TABLE]));
    const found = await titles(page);
    expect(found.indexOf(RAMEN_HALL)).toBeLessThan(found.indexOf(OAK_TABLE));
    // The places named for ramen all come before the first that is not.
    const named = found.map((title) => title.toLowerCase().includes('ramen'));
    expect(named.lastIndexOf(true)).toBeLessThan(named.indexOf(false));
    await context.close();
  });

  it('the video asks its host for nothing until the diner taps it', async () => {
    const context = await newPhone(browser);
    const asked: string[] = [];
    // Nothing leaves the machine: a request to a video host is counted and answered here.
    await context.route(VIDEO_HOSTS, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });
    const page = await context.newPage();
    await visitAndSync(page, `/listing/${oakTable}`);
    const poster = page.getByTestId('video-poster');
    await poster.scrollIntoViewIfNeeded();
    await expect.poll(() => poster.isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);

    await poster.click();
    const frame = page.locator('iframe[title^="Video of"]');
    await expect.poll(() => frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    expect(asked.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    await context.close();
  });

  it('an announcement and an event leave the page when the clock passes their end, offline too', async () => {
    const context = await newPhone(browser);
    await context.clock.install({ time: Date.now() });
    const page = await context.newPage();
    await visitAndSync(page, `/listing/${oakTable}`);
    await expect.poll(() => page.getByTestId('announcement').textContent()).toContain(`Jazz trio tonight ${RUN}`);
    await expect.poll(() => page.getByTestId('section-events').textContent()).toContain(`Wine night ${RUN}`);
    await context.setOffline(true);

    // Past the announcement's end, the event still ahead: the banner goes, the event stays.
    await page.clock.fastForward(START + 2 * HOUR + 60_000 - Date.now());
    await expect.poll(() => page.getByTestId('announcement').count()).toBe(0);
    expect(await page.getByTestId('section-events').textContent()).toContain(`Wine night ${RUN}`);

    // Past the event's end: no events section is left.
    await page.clock.fastForward(HOUR + 60_000);
    await expect.poll(() => page.getByTestId('section-events').count()).toBe(0);
    expect(await page.getByRole('heading', { name: OAK_TABLE }).count()).toBe(1);
    await context.close();
  });
});
