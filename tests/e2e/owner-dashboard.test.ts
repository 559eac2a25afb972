// The owner dashboard beyond listings: the notification inbox (Mark all as read, synced to
// Firestore) and an owner without a plan meeting "No Active Package", then choosing Basic.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminDb, BASE_URL, expectToast, launch, newPhone, visitAndSync } from './support/browser';
import { DINER, OWNER, signInAs } from './support/auth';

let browser: Browser;
const contexts: BrowserContext[] = [];

async function signedInPage(email: string, password: string): Promise<Page> {
  const context = await newPhone(browser);
  contexts.push(context);
  const page = await context.newPage();
  await visitAndSync(page, '/');
  await signInAs(page, { email, password });
  return page;
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

describe('owner dashboard', () => {
  it('marks every notification read, locally at once and then in Firestore', async () => {
    const unreadOnServer = async () =>
      (await adminDb().collection('users/demo-owner/notifications').where('isRead', '==', false).get()).size;
    expect(await unreadOnServer(), 'the seed gives the demo owner unread notifications').toBeGreaterThan(0);

    const page = await signedInPage(OWNER.email, OWNER.password);
    await page.goto(BASE_URL + '/user-dashboard/notifications');
    await page.locator('[data-testid="notification"][data-unread="true"]').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('unread-dot').waitFor();
    // The build's CSS of a lazy chunk applies: the dot keeps its visually hidden text inside the
    // scrolling tab strip (an absolutely positioned child would widen the page on phones).
    expect(await page.getByTestId('unread-dot').evaluate((el) => getComputedStyle(el).position)).toBe('relative');
    const button = page.getByRole('button', { name: 'Mark all as read' });
    expect(await button.isEnabled()).toBe(true);

    await button.click();
    await expect.poll(() => button.isDisabled()).toBe(true);
    await expect.poll(() => page.locator('[data-testid="notification"][data-unread="true"]').count()).toBe(0);
    await expect.poll(() => page.getByTestId('unread-dot').count()).toBe(0);
    await expect.poll(unreadOnServer, { timeout: 30_000 }).toBe(0);
  });

  it('an owner without a plan is told "No Active Package", goes to pricing and activates Basic', async () => {
    await adminDb().doc('profiles/demo-diner').update({ package: null });
    const page = await signedInPage(DINER.email, DINER.password);
    await page.goto(BASE_URL + '/user-dashboard/new-listing');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Create New Listing' }).waitFor({ timeout: 30_000 });
    await dialog.getByLabel(/^Title/).fill('Dana’s Pop-up');
    await dialog.getByLabel(/^Address/).fill('9 Market Row');
    await dialog.getByLabel(/^City/).fill('Bristol');
    await dialog.getByLabel(/^Category/).selectOption('Cafe');
    await dialog.getByRole('button', { name: 'Submit for Review' }).click();

    await expectToast(page, 'No Active Package');
    await expectToast(page, 'Please select a subscription package before adding a listing.');
    await page.getByTestId('toast').getByRole('button', { name: 'Go to Pricing' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');

    await page.getByRole('article', { name: 'Basic' }).getByRole('button').click();
    await expectToast(page, 'Basic Plan Activated!');
    await expect.poll(async () => (await adminDb().doc('profiles/demo-diner').get()).get('package'), { timeout: 30_000 }).toBe('Basic');
    await page.goto(BASE_URL + '/user-dashboard');
    await expect.poll(() => page.getByTestId('plan-badge').textContent(), { timeout: 30_000 }).toContain('Basic Plan');
  });
});
