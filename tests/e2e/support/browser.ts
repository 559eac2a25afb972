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

/** The text of the toast once one shows (10 s): for a test that reads it more than once. */
export async function toastText(page: Page) {
  const toast = page.getByTestId('toast');
  await toast.waitFor({ timeout: 10_000 });
  return toast.innerText();
}

/** The texts of the toasts shown right now ([] for none), without waiting. */
export const toastTexts = (page: Page) => page.getByTestId('toast').allInnerTexts();

/**
 * Waits (15 s unless told) until a toast shown contains `text` (a string) or matches it (a
 * RegExp), and fails naming the toasts seen. Plain polling: no test runner's expect needed.
 */
export async function expectToast(page: Page, text: string | RegExp, { timeout = 15_000 }: { timeout?: number } = {}) {
  const says = (t: string) => (typeof text === 'string' ? t.includes(text) : text.test(t));
  const deadline = Date.now() + timeout;
  const seen = new Set<string>();
  for (;;) {
    // A reading during a navigation fails ("execution context was destroyed"): read again.
    const shown = await toastTexts(page).catch(() => [] as string[]);
    if (shown.some(says)) return;
    for (const t of shown) seen.add(t.replaceAll('\n', ' / '));
    if (Date.now() > deadline) throw new Error(`No toast saying ${String(text)} within ${timeout} ms (toasts seen: ${[...seen].map((t) => JSON.stringify(t)).join(', ') || 'none'})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface ConsoleCapture {
  /** Every console line (debug aside) and uncaught page error from now on, timestamped, in order. */
  readonly lines: string[];
  /** The errors and warnings among them, page errors included, less those `ignore` matches. */
  errors(): string[];
  /** Fails listing errors() when there is any (and prints the whole log then). */
  expectNoErrors(): void;
}

/**
 * What a page logs from now on: kept to print when a test fails, or to fail on. `echo` prints
 * each error and warning as it comes, with that label (a device's name, say).
 */
export function captureConsole(page: Page, { ignore, echo }: { ignore?: RegExp; echo?: string } = {}): ConsoleCapture {
  const lines: string[] = [];
  const add = (type: string, text: string) => {
    const line = `${new Date().toISOString().slice(11, 19)} ${type}: ${text}`;
    lines.push(line);
    if (echo && (type === 'error' || type === 'warning')) console.log(`[${echo}] ${line}`);
  };
  page.on('console', (m) => {
    if (m.type() !== 'debug') add(m.type(), m.text().slice(0, 300));
  });
  page.on('pageerror', (e) => add('error', `pageerror ${e.message}`));
  const errors = () => lines.filter((l) => /^\S+ (error|warning):/.test(l) && !(ignore && ignore.test(l)));
  return {
    lines,
    errors,
    expectNoErrors() {
      const found = errors();
      if (!found.length) return;
      console.log(`the page said:\n${lines.join('\n')}`);
      throw new Error(`The page logged ${found.length} error(s) or warning(s):\n${found.join('\n')}`);
    },
  };
}
