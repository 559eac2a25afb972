// Debian Chromium driven by playwright-core: never a downloaded browser (no internet needed).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { initializeApp, getApps } from 'firebase-admin/app';
import { getFirestore, FieldValue } from 'firebase-admin/firestore';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';

/** `extraArgs`: more Chromium flags (the fault suite's proxy, say). */
export async function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export async function newPhone(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow', permissions: ['clipboard-read', 'clipboard-write'] });
}

/** The first visit is done once replication finished and the service worker controls the page. */
export async function visitAndSync(page: Page, path = '/') {
  await page.goto(BASE_URL + path);
  await page.waitForFunction(() => localStorage.getItem('forkful:synced:catalog') === '1', null, { timeout: 60_000 });
  await page.waitForFunction(async () => !!(await navigator.serviceWorker?.ready) && !!navigator.serviceWorker.controller, null, {
    timeout: 60_000,
  });
}

export function adminDb() {
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-forkful' });
  return getFirestore(app);
}

/** Server-side change of a master listing, obeying the sync rules (server timestamp + _deleted). */
export async function updateListing(id: string, patch: Record<string, unknown>) {
  await adminDb()
    .doc(`listings/${id}`)
    .update({ ...patch, updatedAt: Date.now(), serverTimestamp: FieldValue.serverTimestamp() });
}

export async function toastText(page: Page) {
  const toast = page.getByTestId('toast');
  await toast.waitFor({ timeout: 10_000 });
  return toast.innerText();
}

/** What a page logs from now on (debug lines left out), timestamped: printed when a test fails. */
export function pageLog(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'debug') lines.push(`${new Date().toISOString().slice(11, 19)} ${m.type()}: ${m.text().slice(0, 300)}`);
  });
  return lines;
}
