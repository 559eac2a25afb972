// A first visit paints the server's HTML (the page is readable before, and without, any script),
// then the app hydrates it: no console error, nothing moves, and it answers input. Once the
// service worker controls the site, a visit offline still paints the first card from the device;
// a visit the worker does not answer (a hard reload) hydrates over the device's data cleanly.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, captureConsole, launch, visitAndSync } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** Layout shifts from the start of the page (not caused by input), summed as CLS counts them. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; nodes: string }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (!e.hadRecentInput) w.__shifts.push({ value: e.value, nodes: (e.sources ?? []).map((s) => s.node?.nodeName ?? '?').join(',') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string }[] }).__shifts);

/** Two frames later: whatever the last render changed has been laid out (and any shift recorded). */
const frames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/** Whether React has taken over the server's markup (hydrateRoot marks its container). */
const hydrated = (page: Page) => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));

/** Console errors and warnings not worth failing on (the browser's own 404 line for a 404 document is not the app's). */
const NOT_PROBLEMS = /status of 404|RxDB Open Core|GL Driver|Service Worker registration blocked|Service worker registration failed/;

describe('a first visit, without scripts', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  });
  afterAll(() => context.close());

  it('shows the listing: its heading, photo and contact actions come in the HTML', async () => {
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/listing/seed-001`);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.innerText()).toBe('Sakura Omakase');
    expect(await page.getByRole('img', { name: /Sakura Omakase/ }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Call' }).count()).toBe(1);
  });

  it("/listings shows the URL's first page of results, searched on the server", async () => {
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/listings?q=pizza`);
    const titles = await page.getByTestId('listing-card').getByRole('heading').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    expect(await page.getByTestId('results-count').getAttribute('data-source')).toBe('server');
    expect(await page.getByTestId('results-count').innerText()).toMatch(/^\d+ places? found$/);
    const all = await page.goto(`${BASE_URL}/listings`);
    expect(all?.status()).toBe(200);
    const total = Number((await page.getByTestId('results-count').innerText()).split(' ')[0]);
    expect(total).toBeGreaterThan(0);
    // A grid's first commit is a first viewport's worth (listing-grid.tsx): the server's too.
    expect(await page.getByTestId('listing-card').count()).toBe(Math.min(6, total));
  });

  it('home shows its featured places', async () => {
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/`);
    expect(await page.getByRole('heading', { name: 'Find your next favourite local spot' }).count()).toBe(1);
    expect(await page.getByTestId('listing-card').count()).toBe(6);
  });
});

const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

describe('a first visit hydrates', () => {
  const cases = [
    ['/listing/seed-001', 'phone', PHONE],
    ['/listings', 'phone', PHONE],
    ['/', 'phone', PHONE],
    // The filters lay out differently on a wide screen (by CSS, not by script).
    ['/listings', 'desktop', DESKTOP],
  ] as const;
  for (const [path, device, screen] of cases) {
    it(`${path} on a ${device}: the server's HTML is painted first; hydration logs nothing and moves nothing`, async () => {
      const context = await browser.newContext({ ...screen, serviceWorkers: 'block' });
      const page = await context.newPage();
      const logged = captureConsole(page, { ignore: NOT_PROBLEMS });
      await recordShifts(page);
      // A slow phone: the HTML paints well before the scripts have run.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(BASE_URL + path, { waitUntil: 'commit' });
      await page.waitForSelector('#root > *', { state: 'attached' });
      await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
      // Settled: the catalogue is on the device and the page shows it.
      await page.waitForFunction(() => localStorage.getItem('forkful:synced:catalog') === '1', null, { timeout: 60_000 });
      await frames(page);
      const moved = await shifts(page);
      const cls = moved.reduce((sum, s) => sum + s.value, 0);
      try {
        expect(logged.errors()).toEqual([]);
        expect(cls).toBeLessThanOrEqual(0.02);
      } catch (error) {
        console.log(`${path} log:\n${logged.lines.join('\n')}\nshifts: ${JSON.stringify(moved)}`);
        throw error;
      } finally {
        await context.close();
      }
    });
  }

  it('the hydrated /listings answers typing', async () => {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/listings`);
    await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
    await page.getByRole('searchbox', { name: 'Search by name, cuisine or description' }).pressSequentially('bakery', { delay: 60 });
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 10_000 }).toBe('bakery');
    const categories = async () => new Set((await page.getByTestId('card-category').allInnerTexts()).map((c) => c.toLowerCase()));
    await expect.poll(categories, { timeout: 60_000 }).toContain('bakery');
    await context.close();
  });
});

describe('later visits', () => {
  it('offline, the service worker answers and the first card comes from the device', async () => {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await visitAndSync(page, '/listings');
    await context.setOffline(true);
    await page.reload();
    // The worker's shell, not a server page: nothing was embedded, the device drew the cards.
    await page.getByTestId('listing-card').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('#forkful-page').count()).toBe(0);
    expect(await page.getByTestId('results-count').getAttribute('data-source')).not.toBe('server');
    await context.close();
  });

  it('a page the worker does not answer hydrates over the device’s own data without a mismatch', async () => {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/listings`);
    await page.waitForFunction(() => localStorage.getItem('forkful:synced:catalog') === '1', null, { timeout: 60_000 });
    const logged = captureConsole(page, { ignore: NOT_PROBLEMS });
    for (const path of ['/listing/seed-001', '/listings', '/']) {
      await page.goto(BASE_URL + path);
      expect(await page.locator('#forkful-page').count()).toBe(1);
      await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
      await page.getByTestId('listing-card').or(page.getByRole('heading', { level: 1 })).first().waitFor();
    }
    await frames(page);
    logged.expectNoErrors();
    await context.close();
  });
});
