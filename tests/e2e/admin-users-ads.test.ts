// The admin's Users and Ad Management tabs with the people they affect: a suspended owner is
// signed out of their open session, cannot sign in again (and is told why), and their listing
// leaves the public catalogue until they are activated; a plan set by the admin shows on the
// owner's open dashboard; an ad created for listings-top appears on a diner's open /listings
// and disappears when deactivated.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, Page } from 'playwright-core';
import { adminDb, BASE_URL, expectToast, launch, newPhone, toastText, visitAndSync } from './support/browser';
import { ADMIN, adminAuth, pathOf, signInAs, submitLogin } from './support/auth';
import { catalogEntry, ownerWithPlan, People, seedListing } from './support/people';
import { eventually } from '../support/eventually';

const RUN = Date.now().toString(36);
let browser: Browser;
let people: People;
let admin: Page;

const until = <T>(read: () => Promise<T>, ok: (v: T) => boolean) => eventually(read, ok, 60_000, 500);

async function userCard(email: string) {
  await admin.goto(BASE_URL + '/admin/users');
  await admin.getByLabel('Search users').fill(email);
  const card = admin.getByTestId('user-card').filter({ hasText: email });
  await card.waitFor({ timeout: 60_000 });
  return card;
}

/** Tries /login in a fresh context: where it ended up, and the toast it showed if it stayed. */
async function tryLogin(email: string, password: string) {
  const context = await newPhone(browser);
  const page = await context.newPage();
  await visitAndSync(page, '/login');
  await submitLogin(page, email, password);
  // Either the app moves on, or it stays and says why (a toast lasts a few seconds).
  const left = page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 }).then(() => '');
  const told = toastText(page);
  const toast = await Promise.race([left, told.catch(() => '')]);
  const path = pathOf(page);
  await context.close();
  return { path, toast };
}

beforeAll(async () => {
  browser = await launch();
  people = new People(browser);
  admin = await people.signedIn(ADMIN.email, ADMIN.password, { desktop: true });
});
afterAll(async () => {
  await people?.close();
  await browser?.close();
});

describe('admin: users', () => {
  it('suspend signs the owner out, refuses their sign-in and hides their listing; activate brings it all back', async () => {
    const owner = await ownerWithPlan(`Suspended ${RUN}`);
    const listingId = await seedListing(owner.uid, `Quiet Corner Cafe ${RUN}`, 'approved');
    await until(() => catalogEntry(listingId), (c) => c?._deleted === false);
    const ownerPage = await people.signedIn(owner.email, owner.password);
    await ownerPage.goto(BASE_URL + '/user-dashboard');
    await ownerPage.getByTestId('plan-badge').waitFor({ timeout: 30_000 });

    const card = await userCard(owner.email);
    expect(await card.getByTestId('user-status').innerText()).toBe('Active');
    await card.getByRole('button', { name: 'Suspend' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Suspend user' }).click();
    await expectToast(admin, 'User status updated');
    await expect.poll(() => card.getByTestId('user-status').innerText(), { timeout: 30_000 }).toBe('Suspended');

    expect((await adminAuth().getUser(owner.uid)).disabled).toBe(true);
    await until(() => catalogEntry(listingId), (c) => c?._deleted === true);
    // The open session ends, and says why.
    await expectToast(ownerPage, 'Account suspended');
    await expect.poll(() => pathOf(ownerPage), { timeout: 30_000 }).not.toMatch(/^\/user-dashboard/);
    const refused = await tryLogin(owner.email, owner.password);
    expect(refused.path).toBe('/login');
    expect(refused.toast).toMatch(/suspended/i);

    await card.getByRole('button', { name: 'Activate' }).click();
    await expectToast(admin, 'User status updated');
    await expect.poll(() => card.getByTestId('user-status').innerText(), { timeout: 30_000 }).toBe('Active');
    expect((await adminAuth().getUser(owner.uid)).disabled).toBe(false);
    await until(() => catalogEntry(listingId), (c) => c?._deleted === false);
    // Signing in works again: the app leaves /login.
    const context = await newPhone(browser);
    const page = await context.newPage();
    await visitAndSync(page, '/login');
    await signInAs(page, owner);
    await context.close();

    const actions = (await adminDb().collection('auditLog').where('targetId', '==', owner.uid).get()).docs.map((d) => d.get('action'));
    expect(actions).toEqual(expect.arrayContaining(['user.suspend', 'user.activate']));
  });

  it('a package set by the admin shows on the owner’s open dashboard', async () => {
    const owner = await ownerWithPlan(`Upgraded ${RUN}`, 'Basic');
    const ownerPage = await people.signedIn(owner.email, owner.password);
    await ownerPage.goto(BASE_URL + '/user-dashboard');
    await expect.poll(() => ownerPage.getByTestId('plan-badge').textContent(), { timeout: 30_000 }).toContain('Basic Plan');

    const card = await userCard(owner.email);
    await card.getByRole('button', { name: 'Package' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByTestId('plan-Platinum').click();
    await dialog.getByRole('button', { name: 'Confirm Upgrade' }).click();
    await expectToast(admin, 'Package Upgraded!');
    await expectToast(admin, "User's package has been set to Platinum.");

    await expect.poll(() => ownerPage.getByTestId('plan-badge').textContent(), { timeout: 30_000 }).toContain('Platinum Plan');
    expect((await adminDb().doc(`profiles/${owner.uid}`).get()).get('package')).toBe('Platinum');
  });
});

describe('admin: ads', () => {
  it('an ad created for listings-top appears on an open /listings; deactivated, it disappears', async () => {
    const diner = await people.visitor('/listings');
    const title = `Two-for-one tacos ${RUN}`;
    await admin.goto(BASE_URL + '/admin/ads');
    const form = admin.locator('form').filter({ has: admin.getByRole('button', { name: 'Create Ad' }) });
    await form.getByLabel(/^Title/).fill(title);
    await form.getByLabel(/^Placement/).selectOption('listings-top');
    await form.getByLabel(/^CTA button text/).fill('See the deal');
    // A script link is refused on the device (the function refuses it too).
    await form.getByLabel(/^CTA link/).fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Create Ad' }).click();
    await expectToast(admin, 'Links must start with http:// or https://.');
    await form.getByLabel(/^CTA link/).fill('https://tacos.example/deal');
    await form.getByRole('button', { name: 'Create Ad' }).click();
    await expectToast(admin, 'Ad created!');

    const slot = diner.getByTestId('ad-listings-top');
    await expect.poll(() => slot.innerText().catch(() => ''), { timeout: 60_000 }).toContain(title);

    const item = admin.getByRole('listitem', { name: title });
    await item.getByRole('button', { name: 'Deactivate' }).click();
    await expectToast(admin, 'Ad updated!');
    await expect.poll(() => slot.innerText().catch(() => ''), { timeout: 60_000 }).not.toContain(title);

    const ads = await adminDb().collection('ads').where('title', '==', title).get();
    expect(ads.docs.map((d) => d.get('isActive'))).toEqual([false]);
    const actions = (await adminDb().collection('auditLog').where('targetId', '==', ads.docs[0].id).get()).docs.map((d) => d.get('action'));
    expect(actions).toEqual(expect.arrayContaining(['ad.create', 'ad.update']));
  });
});
