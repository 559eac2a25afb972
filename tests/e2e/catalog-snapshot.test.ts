// A new install loads the published catalogue snapshot in one download and pulls only what
// changed after it was built: here a renamed listing and one taken off the catalogue.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildCatalogSnapshotNow } from '../../scripts/lib/catalog-snapshot.mjs';
import { eventually } from '../support/eventually';
import { adminDb, BASE_URL, launch, newPhone, updateListing } from './support/browser';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-forkful';
const SNAPSHOT_URL = `http://127.0.0.1:${5001 + Number(process.env.FORKFUL_PORT_OFFSET || 0)}/${PROJECT_ID}/us-central1/catalogSnapshot`;

interface Diagnostic {
  preparedFrom?: string;
  snapshotDocs?: number;
  pulls: number;
  pulledDocs: number;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let renamed = { id: '', title: '' };
let removed = { id: '', title: '' };
const newTitle = `Snapshot Renamed ${Date.now().toString(36)}`;
let snapshotRequests = 0;

const catalogEntry = (id: string) => async () => (await adminDb().doc(`catalog/${id}`).get()).data();
const diagnostic = () => page.evaluate(() => (window as unknown as { __forkfulSync?: Record<string, Diagnostic> }).__forkfulSync?.catalog);
const resultsCount = async () => Number((await page.getByTestId('results-count').innerText()).split(' ')[0]);

beforeAll(async () => {
  const top = await adminDb().collection('catalog').where('_deleted', '==', false).orderBy('rating', 'desc').limit(2).get();
  [renamed, removed] = top.docs.map((d) => ({ id: d.id, title: d.get('title') as string }));
  // The snapshot first, then the changes: they reach the device only through the pull.
  expect(['built', 'unchanged']).toContain((await buildCatalogSnapshotNow()).status);
  await updateListing(renamed.id, { title: newTitle });
  await updateListing(removed.id, { status: 'pending' });
  expect(await eventually(catalogEntry(renamed.id), (d) => d?.title === newTitle)).toMatchObject({ title: newTitle });
  expect(await eventually(catalogEntry(removed.id), (d) => d?._deleted === true)).toMatchObject({ _deleted: true });

  browser = await launch();
  context = await newPhone(browser);
  context.on('request', (request) => {
    if (request.url().startsWith(SNAPSHOT_URL)) snapshotRequests++;
  });
  page = await context.newPage();
});
afterAll(async () => {
  await updateListing(renamed.id, { title: renamed.title }).catch(() => undefined);
  await updateListing(removed.id, { status: 'approved' }).catch(() => undefined);
  await browser?.close();
});

describe('catalogue snapshot', () => {
  it('the published snapshot predates the changes', async () => {
    const body = (await (await fetch(SNAPSHOT_URL)).json()) as { docs: { id: string; title: string }[] };
    expect(body.docs.find((d) => d.id === renamed.id)?.title).toBe(renamed.title);
    expect(body.docs.some((d) => d.id === removed.id)).toBe(true);
  });

  it('a new install downloads it once and pulls only the few documents changed since', async () => {
    await page.goto(BASE_URL + '/listings');
    await page.waitForFunction(() => localStorage.getItem('forkful:synced:catalog') === '1', null, { timeout: 60_000 });
    expect(snapshotRequests).toBe(1);
    const sync = await diagnostic();
    expect(sync?.preparedFrom).toBe('downloaded');
    expect(sync?.snapshotDocs).toBeGreaterThan(10);
    // The rename and the tombstone, and at most a few re-read at the checkpoint's millisecond.
    expect(sync?.pulledDocs).toBeGreaterThanOrEqual(2);
    expect(sync?.pulledDocs).toBeLessThanOrEqual(6);
  });

  it('shows the new title and no longer the removed listing', async () => {
    await page.goto(`${BASE_URL}/listings?q=${encodeURIComponent(newTitle)}`);
    await expect.poll(resultsCount).toBe(1);
    await expect.poll(() => page.locator(`a[href="/listing/${renamed.id}"]`).first().innerText()).toContain(newTitle);

    await page.goto(`${BASE_URL}/listings?q=${encodeURIComponent(removed.title)}`);
    await page.getByTestId('results-count').waitFor();
    await expect.poll(() => page.locator(`a[href="/listing/${removed.id}"]`).count()).toBe(0);
  });

  it('a second start on the same device does not download it again', async () => {
    await page.reload();
    await expect.poll(async () => (await diagnostic())?.preparedFrom).toBe('not-new');
    expect(snapshotRequests).toBe(1);
  });
});
