// What the "new version with two tabs" fault case needs around its pages: deploying a next
// version of the service worker over the served build (and putting the shipped one back), asking
// a page which worker version controls it, and recording the Firestore writes each tab sends.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import { eventually } from '../../support/eventually';

const WORKER_FILE = join(process.cwd(), process.env.E2E_DIST ?? 'dist', 'sw.js');

/** The served worker as built, and a next version of it that answers a VERSION message with 'next'. */
export function workerDeploys() {
  const shipped = readFileSync(WORKER_FILE, 'utf8');
  const next = `${shipped}
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'VERSION') event.ports[0].postMessage('next');
});
`;
  return {
    deployNext: () => writeFileSync(WORKER_FILE, next),
    restore: () => writeFileSync(WORKER_FILE, shipped),
  };
}

/** 'next' when the new version's worker controls the page, null when the shipped one (or none) does. */
export const controllerVersion = (page: Page) =>
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
export const checkForUpdate = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

export const updatePrompt = (page: Page) => page.getByRole('alertdialog', { name: 'Update available' });

export interface WriteLog {
  /** Write requests carrying a users/{uid}/favorites document that the browser sent (failed ones included). */
  sent: number;
  /** Of those, the ones the emulator answered with 200. */
  delivered: number;
  urls: Set<string>;
}

/**
 * Counts the page's requests that write favourites to Firestore, across its reloads. The web SDK
 * writes over the Write stream (`/google.firestore.v1.Firestore/Write/channel`, a WebChannel whose
 * POST bodies carry the writes, URL-encoded) and a transaction commits with `documents:commit`
 * (REST, JSON); both bodies name each document, so a request that names a favourite is one that
 * writes it.
 */
export function recordFavoriteWrites(page: Page, firestorePort: number, uid: string): WriteLog {
  const log: WriteLog = { sent: 0, delivered: 0, urls: new Set() };
  const favourite = `users/${uid}/favorites/`;
  const isWrite = (request: Request) => {
    const url = new URL(request.url());
    if (Number(url.port) !== firestorePort || request.method() !== 'POST') return false;
    if (!/\/Write\/|:commit$/.test(url.pathname)) return false;
    return decode(request.postData() ?? '').includes(favourite);
  };
  page.on('request', (request) => {
    if (!isWrite(request)) return;
    log.sent++;
    log.urls.add(new URL(request.url()).pathname);
  });
  page.on('requestfinished', async (request) => {
    if (isWrite(request) && (await request.response())?.status() === 200) log.delivered++;
  });
  return log;
}

function decode(body: string) {
  try {
    return decodeURIComponent(body.replace(/\+/g, ' '));
  } catch {
    return body;
  }
}

export const heart = (card: Locator) => card.getByRole('button', { name: /to favorites$/i });
export const cardWithTitle = (page: Page, title: string) =>
  page.getByTestId('listing-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Toggles a listing's heart on the page's cards and waits until it shows the new state. */
export async function toggleHeart(page: Page, title: string, to: boolean) {
  const button = heart(cardWithTitle(page, title));
  await button.click();
  const pressed = await eventually(() => button.getAttribute('aria-pressed'), (v) => v === String(to), 10_000, 100);
  if (pressed !== String(to)) throw new Error(`${title}: heart never became ${to}`);
}

/** Titles of the cards /favorites shows. */
export async function favouriteTitles(page: Page): Promise<string[]> {
  const cards = page.getByTestId('listing-card');
  const titles = await cards.getByRole('heading').allInnerTexts();
  return titles.map((t) => t.trim()).sort();
}
