// A pull filter never un-matches a document on clients (docs/sync.md): the catalog projection's
// tombstone must remove a listing that goes back to pending from every open client.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, Page } from 'playwright-core';
import { adminDb, BASE_URL, launch, newPhone, updateListing, visitAndSync } from './support/browser';

let browser: Browser;
let page: Page;
let id = '';

beforeAll(async () => {
  // The top-rated listing is on the first screen of /listings.
  const top = await adminDb().collection('catalog').where('_deleted', '==', false).orderBy('rating', 'desc').limit(1).get();
  id = top.docs[0].id;
  browser = await launch();
  page = await (await newPhone(browser)).newPage();
  await visitAndSync(page, '/listings');
});
afterAll(async () => {
  await updateListing(id, { status: 'approved' }).catch(() => undefined);
  await browser?.close();
});

describe('live updates', () => {
  it('an approved listing set back to pending disappears from an open client', async () => {
    await page.goto(BASE_URL + '/listings');
    const link = page.locator(`a[href="/listing/${id}"]`);
    await link.waitFor();
    // The whole catalogue's count, not the first-screen snapshot's remembered total.
    const before = Number((await page.locator('[data-testid="results-count"][data-source="catalog"]').innerText()).split(' ')[0]);

    await updateListing(id, { status: 'pending' });

    await link.waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(async () => Number((await page.getByTestId('results-count').innerText()).split(' ')[0])).toBe(before - 1);
  });
});
