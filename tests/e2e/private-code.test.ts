// Visitors never download the owner's, the admin's or the checkout pages' code, and signed-in
// diners (every account has its own dashboard) never the admin's or the checkout's: not when the
// pages load, and not through the service worker's precache either. The private files are read
// from the build's manifest, so a chunk renamed by the bundler is still recognised.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, adminDb, launch, newPhone, visitAndSync } from './support/browser';
import { signInAs } from './support/auth';

interface Chunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(join(process.cwd(), process.env.E2E_DIST ?? 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
/** Files that exist only for one area (a chunk shared with public code belongs to none). */
const filesOf = (source: RegExp, names: string[]) =>
  new Set(
    Object.entries(manifest)
      .filter(([key, chunk]) => source.test(key) || names.includes(chunk.name ?? ''))
      .map(([, chunk]) => chunk.file),
  );
// A signed-in session reads the admin feature's sync descriptor (its index: audience and
// collection prefixes, about 1 KB) to sweep an earlier admin's copies off a shared device; the
// admin's code proper (its sync, shell and sections) and the checkout must never load.
const adminAndCheckout = filesOf(/^src\/features\/admin\/(?!index\.ts$)|^src\/features\/plans\/pages\/checkout-pages/, []);
const privateFiles = new Set([...adminAndCheckout, ...filesOf(/^src\/features\/(owner|admin)\//, ['owner', 'admin'])]);

let browser: Browser;
let context: BrowserContext;
let page: Page;
const requested = new Set<string>();

beforeAll(async () => {
  browser = await launch();
  context = await newPhone(browser);
  // Requests of the pages and of the service worker (precache) alike.
  context.on('request', (r) => requested.add(new URL(r.url()).pathname.replace(/^\//, '')));
  page = await context.newPage();
});
afterAll(async () => browser?.close());

// Firestore keeps a stream open, so "network idle" may never come: a short settle instead.
const idle = () => page.waitForLoadState('networkidle', { timeout: 2_500 }).catch(() => {});

describe('private code stays private', () => {
  it('knows which files are private (the build has owner, admin and checkout chunks)', () => {
    expect(adminAndCheckout.size).toBeGreaterThan(3);
    expect([...adminAndCheckout].some((f) => /checkout/.test(f))).toBe(true);
    expect([...adminAndCheckout].some((f) => /admin-(shell|sections|sync)/.test(f))).toBe(true);
    expect(privateFiles.size).toBeGreaterThan(adminAndCheckout.size);
  });

  it('a guest browsing every public page downloads none of them, service worker included', async () => {
    await visitAndSync(page, '/');
    const approved = await adminDb().collection('catalog').where('_deleted', '==', false).limit(1).get();
    for (const path of ['/listings', `/listing/${approved.docs[0].id}`, '/pricing', '/about', '/contact']) {
      await page.goto(BASE_URL + path);
      await idle();
    }
    // The service worker has finished installing (its precache is complete) by now.
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
    await idle();
    expect([...requested].filter((f) => f.startsWith('assets/')).length).toBeGreaterThan(5);
    expect([...requested].filter((f) => privateFiles.has(f))).toEqual([]);
  });

  it('a signed-in diner (dashboard and favourites) downloads no admin or checkout code', async () => {
    await signInAs(page, 'diner', { until: (url) => url.pathname.startsWith('/user-dashboard') });
    await page.goto(BASE_URL + '/favorites');
    await idle();
    expect([...requested].filter((f) => adminAndCheckout.has(f))).toEqual([]);
  });
});
