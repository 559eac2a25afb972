// Paid plans end to end, with no network beyond this machine: /pricing → the local test
// checkout → a checkout.session.completed event signed with the webhook secret and delivered
// to the real webhook → the plan with its end date on the success page and the dashboard →
// a listing can be submitted. Also the declined card, Cancel, a signed-out choice, the old
// hyphenated payment paths and the login /checkout asks for.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, BASE_URL, expectToast, launch } from './support/browser';
import { DINER } from './support/auth';
import { ownerWithPlan, People } from './support/people';
import { eventually } from '../support/eventually';

const DAY = 24 * 60 * 60 * 1000;
const RUN = Date.now().toString(36);
let browser: Browser;
let people: People;

const until = <T>(read: () => Promise<T>, ok: (v: T) => boolean) => eventually(read, ok, 60_000, 500);
const profile = async (uid: string) => (await adminDb().doc(`profiles/${uid}`).get()).data() ?? {};

async function choosePlan(page: Page, plan: string) {
  await page.goto(BASE_URL + '/pricing');
  await page.getByRole('article', { name: plan }).getByRole('button').click();
}

async function payWith(page: Page, card: string) {
  await page.waitForURL((url) => url.pathname === '/test-checkout', { timeout: 30_000 });
  await page.getByLabel(/^Card number/i).fill(card);
  await page.getByLabel(/^Expiry/i).fill('12 / 34');
  await page.getByLabel(/^CVC/i).fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

beforeAll(async () => {
  browser = await launch();
  people = new People(browser);
});
afterAll(async () => {
  await people?.close();
  await browser?.close();
});

describe('paid plans', () => {
  it('a signed-out visitor choosing Gold is asked to log in', async () => {
    const page = await people.visitor('/pricing');
    await choosePlan(page, 'Gold');
    await expectToast(page, 'Please Log In');
  });

  it('the old /payment-success and /payment-cancelled lead to /payment/…, query kept; /checkout needs a login', async () => {
    const page = await people.visitor('/payment-success?session_id=cs_test_old_link');
    await page.waitForURL((url) => url.pathname === '/payment/success', { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('session_id')).toBe('cs_test_old_link');
    await page.goto(BASE_URL + '/payment-cancelled');
    await page.waitForURL((url) => url.pathname === '/payment/cancelled', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Payment cancelled' }).waitFor();
    await page.goto(BASE_URL + '/checkout?session_id=cs_test_guest');
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
  });

  it('diner@ buys Gold through the test checkout: success page, dashboard badge, and a listing can be submitted', async () => {
    const uid = 'demo-diner';
    await adminDb().doc(`profiles/${uid}`).update({ package: null, packageExpiresAt: null, serverTimestamp: FieldValue.serverTimestamp() });
    const page = await people.signedIn(DINER.email, DINER.password);
    const started = Date.now();
    await choosePlan(page, 'Gold');
    await payWith(page, '4242 4242 4242 4242');

    await page.waitForURL((url) => url.pathname === '/payment/success', { timeout: 60_000 });
    const sessionId = new URL(page.url()).searchParams.get('session_id');
    expect(sessionId).toBeTruthy();
    // The success page itself (the checkout page also names the plan while it gives way).
    await page.getByRole('heading', { name: "You're on the Gold plan" }).waitFor({ timeout: 60_000 });
    expect(await page.locator('main').innerText()).toMatch(/Active until \d{1,2} \w{3} \d{4}/);

    const stored = await until(() => profile(uid), (p) => p.package === 'Gold');
    expect(stored.packageExpiresAt).toBeGreaterThanOrEqual(started + 60 * DAY - 60_000);
    expect(stored.packageExpiresAt).toBeLessThanOrEqual(Date.now() + 60 * DAY + 60_000);
    const payment = (await adminDb().doc(`payments/${sessionId}`).get()).data();
    expect(payment).toMatchObject({ userId: uid, plan: 'Gold', amount: 3000, status: 'paid' });

    await page.getByRole('link', { name: /dashboard/i }).first().click();
    await expect.poll(() => page.getByTestId('plan-badge').textContent(), { timeout: 30_000 }).toMatch(/Gold Plan.*until/);

    // With the plan, a listing can be submitted.
    const title = `Supper Club Pop-up ${RUN}`;
    await page.goto(BASE_URL + '/user-dashboard/new-listing');
    const d = page.getByRole('dialog');
    await d.getByRole('heading', { name: 'Create New Listing' }).waitFor({ timeout: 30_000 });
    await d.getByLabel(/^Title/).fill(title);
    await d.getByLabel(/^Address/).fill('12 Supper Street');
    await d.getByLabel(/^City/).fill('Portland');
    await d.getByLabel(/^Category/).selectOption('Restaurant');
    await d.getByRole('button', { name: 'Submit for Review' }).click();
    const listings = await until(
      async () => (await adminDb().collection('listings').where('title', '==', title).get()).docs,
      (docs) => docs.length > 0,
    );
    expect(listings[0].get('status')).toBe('pending');
  });

  it('a declined card says so and changes nothing; Cancel leads to /payment/cancelled', async () => {
    const owner = await ownerWithPlan(`Declined ${RUN}`, null);
    const page = await people.signedIn(owner.email, owner.password);
    await choosePlan(page, 'Silver');
    await payWith(page, '4000 0000 0000 0002');
    await expectToast(page, 'Payment Error');
    await expectToast(page, 'Your card was declined.');
    expect(new URL(page.url()).pathname).toBe('/test-checkout');

    await page.getByRole('button', { name: 'Cancel' }).or(page.getByRole('link', { name: 'Cancel' })).first().click();
    await page.waitForURL((url) => url.pathname === '/payment/cancelled', { timeout: 30_000 });
    await page.getByRole('link', { name: /pricing/i }).first().waitFor();
    expect((await profile(owner.uid)).package ?? null).toBeNull();
    const payments = await adminDb().collection('payments').where('userId', '==', owner.uid).get();
    expect(payments.size).toBe(0);
  });
});
