// A first visit paints from the downloaded catalogue in the system font, and loads nothing heavy
// (RxDB, Firebase, the service worker, Inter) until the page is quiet or the visitor acts; a later
// visit, with the service worker in control, preloads Inter and starts at once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launch, newPhone } from './support/browser';

// The service worker's registration (src/lib/pwa/register.ts, with workbox-window) is a chunk of
// its own, named in the build's manifest.
type Manifest = Record<string, { file: string }>;
const manifest = JSON.parse(readFileSync(join(process.cwd(), process.env.E2E_DIST ?? 'dist', '.vite', 'manifest.json'), 'utf8')) as Manifest;
const registration = `/${manifest['src/lib/pwa/register.ts']!.file}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
const requested: string[] = [];
// What the page itself asked for (not the service worker's precache, which may start meanwhile).
const fromPage: string[] = [];

beforeAll(async () => {
  browser = await launch();
  context = await newPhone(browser);
  context.on('request', (r) => {
    requested.push(new URL(r.url()).pathname);
    if (!r.serviceWorker()) fromPage.push(new URL(r.url()).pathname);
  });
  page = await context.newPage();
});
afterAll(async () => browser?.close());

const heavy = () => requested.filter((p) => /\/assets\/(rxdb|app|auth)-[\w-]+\.js$|\/sw\.js$|inter-latin-wght/.test(p) || p === registration);

describe('cold visit', () => {
  it('paints the first cards before loading RxDB, Firebase, the service worker or Inter', async () => {
    await page.goto(`${BASE_URL}/listings`);
    await page.getByTestId('results-count').waitFor({ timeout: 30_000 });
    await page.locator('article').first().waitFor();
    expect(await page.getAttribute('html', 'data-font')).toBe('system');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/Inter/);
    // The first card's photo was asked for as soon as the downloaded catalogue named it.
    const lead = await page.evaluate(() => ({
      preloaded: document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"][fetchpriority="high"]')?.href,
      card: document.querySelector<HTMLImageElement>('article img')?.src,
    }));
    expect(lead.preloaded).toMatch(/^http/);
    expect(lead.preloaded).toBe(lead.card);
    // The first screen's CSS is inside the page: no stylesheet was requested, yet it is styled.
    expect(requested.filter((p) => p.endsWith('.css'))).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('header')!).position)).toBe('sticky');
    // Painted, loaded, and nothing heavy fetched yet: it waits for a quiet page (seconds).
    expect(heavy()).toEqual([]);
  });

  it('draws its icons from symbols in the page, without a request for the sprite', async () => {
    const drawn = await page.evaluate(() =>
      // Those on screen (the phone's folded filters hold more, hidden).
      [...document.querySelectorAll('main svg use')].filter((use) => (use as SVGUseElement).ownerSVGElement?.checkVisibility()).slice(0, 5).map((use) => {
        const href = use.getAttribute('href') ?? '';
        const box = (use as SVGGraphicsElement).getBBox();
        return { href: href.startsWith('#') && !!document.querySelector(`symbol${href}`), drawn: box.width > 0 && box.height > 0 };
      }),
    );
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn).toEqual(drawn.map(() => ({ href: true, drawn: true })));
    expect(fromPage.filter((p) => p.endsWith('/sprite.svg'))).toEqual([]);
  });

  it('starts the background work once the page is quiet, without a tap', async () => {
    await page.waitForFunction(() => localStorage.getItem('forkful:synced:catalog') === '1', null, { timeout: 60_000 });
    await page.waitForFunction(async () => !!(await navigator.serviceWorker?.ready) && !!navigator.serviceWorker.controller, null, {
      timeout: 60_000,
    });
    expect(heavy().some((p) => /\/assets\/rxdb-/.test(p))).toBe(true);
    expect(heavy()).toContain(registration);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('a later visit preloads Inter from the service worker and uses it', async () => {
    await page.reload();
    await page.locator('article').first().waitFor();
    expect(await page.getAttribute('html', 'data-font')).toBeNull();
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(1);
    await page.waitForFunction(() => document.fonts.check('16px "Inter Variable"'), null, { timeout: 10_000 });
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/Inter/);
  });

  it('a tap starts the background work at once on a first visit', async () => {
    const fresh = await newPhone(browser);
    const tab = await fresh.newPage();
    await tab.goto(`${BASE_URL}/`, { waitUntil: 'load' });
    await tab.locator('main a').first().waitFor();
    await tab.locator('main h1').first().click();
    const rxdb = await tab.waitForFunction(
      () => {
        const entry = performance.getEntriesByType('resource').find((e) => /\/assets\/rxdb-/.test(e.name));
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        return entry && nav ? { afterLoad: entry.startTime - nav.loadEventEnd } : null;
      },
      null,
      { timeout: 30_000 },
    );
    // Without the tap, nothing would load before 3 s of quiet after the load event.
    expect((await rxdb.jsonValue())!.afterLoad).toBeLessThan(3000);
    await fresh.close();
  });
});
