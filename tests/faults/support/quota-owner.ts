// The demo owner's device for the storage-full case: signed in, a draft saved offline, and what
// the screens and the server say about it.
import type { BrowserContext, Page } from 'playwright-core';
import { adminDb, BASE_URL, toastText, visitAndSync } from '../../e2e/support/browser';
import { signInAs } from '../../e2e/support/auth';

export const OWNER_UID = 'demo-owner';

export interface Draft {
  title: string;
  businessName: string;
  description: string;
  address: string;
  city: string;
  category: string;
}

export async function ownerDevice(page: Page) {
  await visitAndSync(page, '/');
  await signInAs(page, 'owner');
  await page.goto(BASE_URL + '/user-dashboard/listings');
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('forkful:synced:mylistings_')), null, {
    timeout: 60_000,
  });
  await page.getByTestId('owner-listing').first().waitFor({ timeout: 30_000 });
}

/** Creates a listing offline through the real dialog; it waits on the device to sync. */
export async function draftOffline(context: BrowserContext, page: Page, draft: Draft) {
  await context.setOffline(true);
  await page.goto(BASE_URL + '/user-dashboard/listings');
  await page.getByRole('link', { name: 'Add Listing' }).first().click();
  const d = page.getByRole('dialog');
  await d.getByRole('heading', { name: 'Create New Listing' }).waitFor();
  await d.getByLabel(/^Title/).fill(draft.title);
  await d.getByLabel(/^Business name/).fill(draft.businessName);
  await d.getByLabel(/^Description/).fill(draft.description);
  await d.getByLabel(/^Address/).fill(draft.address);
  await d.getByLabel(/^City/).fill(draft.city);
  await d.getByLabel(/^Category/).selectOption(draft.category);
  await d.getByRole('button', { name: 'Submit for Review' }).click();
  await toastText(page);
  await draftCard(page, draft.title).getByTestId('waiting-to-sync').waitFor({ timeout: 30_000 });
}

export const draftCard = (page: Page, title: string) =>
  page.getByTestId('owner-listing').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The number /listings says it found (the whole catalogue with no filter). */
export async function placesFound(page: Page): Promise<number> {
  const text = page.getByText(/^\d+ places? found$/);
  await text.waitFor({ timeout: 30_000 });
  return Number((await text.innerText()).split(' ')[0]);
}

/** How many places the server's catalogue lists now (what a fully synced device shows). */
export async function liveCatalogCount(): Promise<number> {
  return (await adminDb().collection('catalog').where('_deleted', '==', false).count().get()).data().count;
}

export async function serverListings(title: string) {
  const snap = await adminDb().collection('listings').where('ownerId', '==', OWNER_UID).where('title', '==', title).get();
  return snap.docs.map((d) => ({ ...d.data(), id: d.id }));
}
