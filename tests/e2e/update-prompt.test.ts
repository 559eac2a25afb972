// A new version of the service worker waits until the user says so: the page asks ("Update
// available"), Later keeps the running version, Reload activates the new one and reloads into it.
// The registration is the app's own (workbox-window) against the served build; the next version is
// the built sw.js with a few lines added, written over the served file for this suite only.
// (Playwright's routing does not see the browser's update check of a worker script.)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, newPhone, visitAndSync } from './support/browser';

const WORKER_FILE = join(process.cwd(), process.env.E2E_DIST ?? 'dist', 'sw.js');
const shipped = readFileSync(WORKER_FILE, 'utf8');

let browser: Browser;
let context: BrowserContext;
let page: Page;

/** The changed worker answers a VERSION message (the shipped one answers nothing). */
const NEXT_VERSION = `
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'VERSION') event.ports[0].postMessage('next');
});
`;

beforeAll(async () => {
  browser = await launch();
  context = await newPhone(browser);
  page = await context.newPage();
  await visitAndSync(page, '/');
});
afterAll(async () => {
  writeFileSync(WORKER_FILE, shipped);
  await browser?.close();
});

/** The version of the worker controlling the page: 'next' for the changed one, null otherwise. */
const controllerVersion = () =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data as string);
        controller.postMessage({ type: 'VERSION' }, [channel.port2]);
        setTimeout(() => resolve(null), 1000);
      }),
  );

/** Has the browser check for a new worker now (it does on its own after a navigation, later). */
const checkForUpdate = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

const prompt = () => page.getByRole('alertdialog', { name: 'Update available' });

describe('update prompt', () => {
  it('the app registered the worker and it controls the page, with no update to offer', async () => {
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    expect(await controllerVersion()).toBeNull();
    expect(await prompt().count()).toBe(0);
  });

  it('a page left open looks for a new version when it is shown again, and asks', async () => {
    writeFileSync(WORKER_FILE, shipped + NEXT_VERSION);
    // No navigation, no update() from the test: only the app's own check can find it.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await prompt().waitFor({ timeout: 30_000 });
    expect(await controllerVersion()).toBeNull();
  });

  it('asks when a new version has installed, and Later keeps the running one', async () => {
    writeFileSync(WORKER_FILE, shipped + NEXT_VERSION);
    await checkForUpdate();
    await prompt().waitFor({ timeout: 30_000 });
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);
    await prompt().getByRole('button', { name: 'Later' }).click();
    await expect.poll(() => prompt().count()).toBe(0);
    // The new version still waits; the page runs on the old one.
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);
    expect(await controllerVersion()).toBeNull();
  });

  it('Reload activates the waiting version and reloads the page into it', async () => {
    // A reload of the tab does not activate it either: the same tab stays a client of the old one.
    await page.reload();
    await prompt().waitFor({ timeout: 30_000 });
    expect(await controllerVersion()).toBeNull();
    await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await prompt().getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
    expect(await controllerVersion()).toBe('next');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    expect(await prompt().count()).toBe(0);
  });
});
