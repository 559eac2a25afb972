// The owner area on a phone (390×844): an owner without a plan is told before typing a word,
// and the dashboard of an owner with a plan keeps every tab reachable and the header slim
// away from the Overview.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminDb, BASE_URL, launch, newPhone, visitAndSync } from './support/browser';
import { DINER, OWNER, signInAs } from './support/auth';

let browser: Browser;
const contexts: BrowserContext[] = [];

async function phoneSignedIn(email: string, password: string): Promise<Page> {
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

describe('owner area on a phone', () => {
  it('an owner without a plan sees "No Active Package" on opening Add Listing, before typing', async () => {
    await adminDb().doc('profiles/demo-diner').update({ package: null });
    const page = await phoneSignedIn(DINER.email, DINER.password);
    await page.goto(BASE_URL + '/user-dashboard/listings');
    await expect.poll(() => page.getByTestId('add-tile-needs-package').count(), { timeout: 30_000 }).toBe(1);

    await page.getByRole('link', { name: /Add a New Listing/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Listing' });
    const notice = dialog.getByRole('note', { name: 'No Active Package' });
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.innerText()).toContain('Please select a subscription package before adding a listing.');
    // Before any typing: the form is still empty.
    expect(await dialog.getByLabel(/^Title/).inputValue()).toBe('');
    expect(await notice.getByRole('link', { name: 'Go to Pricing' }).getAttribute('href')).toBe('/pricing');

    // What is typed survives a trip to Pricing and back.
    await dialog.getByLabel(/^Title/).fill('Dana’s Pop-up');
    await notice.getByRole('link', { name: 'Go to Pricing' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.goBack();
    await expect.poll(() => page.getByRole('dialog').getByLabel(/^Title/).inputValue(), { timeout: 30_000 }).toBe('Dana’s Pop-up');
  });

  it("keeps Analytics and Settings reachable in the tab strip, and the header slim off the Overview", async () => {
    const page = await phoneSignedIn(OWNER.email, OWNER.password);
    await page.goto(BASE_URL + '/user-dashboard');
    const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
    await nav.waitFor({ timeout: 30_000 });
    // Eight tabs do not fit 390 px: the strip says more waits on the right.
    await expect.poll(() => nav.getAttribute('data-overflow')).toBe('end');
    const h1 = page.getByRole('heading', { level: 1 });
    const fullHeight = (await h1.boundingBox())!.height;
    await page.getByTestId('plan-badge').waitFor({ timeout: 30_000 });

    await nav.getByRole('link', { name: 'Analytics' }).click();
    await page.waitForURL((url) => url.pathname === '/user-dashboard/analytics');
    // The open tab is scrolled whole into view.
    const box = (await nav.getByRole('link', { name: 'Analytics' }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect.poll(() => page.locator('[data-compact]').count()).toBe(1);
    expect(await page.getByTestId('plan-badge').count()).toBe(0);
    expect((await h1.boundingBox())!.height).toBeLessThan(fullHeight);
    // The section starts in the first screen, not under a 400 px header.
    const heading = (await page.getByRole('heading', { name: 'Analytics', level: 2 }).boundingBox())!;
    expect(heading.y).toBeLessThan(420);

    await nav.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/user-dashboard/settings');
    const settings = (await nav.getByRole('link', { name: 'Settings' }).boundingBox())!;
    expect(settings.x + settings.width).toBeLessThanOrEqual(390);

    await nav.getByRole('link', { name: 'Overview' }).click();
    await page.getByTestId('plan-badge').waitFor();
    expect(await page.locator('[data-compact]').count()).toBe(0);
  });
});
