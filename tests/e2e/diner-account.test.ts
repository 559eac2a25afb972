// A diner's account end to end on a phone: sign up from the header without business fields,
// save a favourite at once, verify the e-mail by its link and write a review (with the
// profile's "email verified" copied once, not retried in a loop), and the Privacy Policy and
// Terms of Service as real pages linked from the footer and both sign-up forms.
import { afterAll, afterEach, beforeAll, describe, expect, it, waitFor } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminDb, BASE_URL, captureConsole, expectToast, launch, newPhone, toastTexts, updateListing, visitAndSync } from './support/browser';
import { adminAuth, uniqueEmail, waitForOobCode } from './support/auth';
import { catalogEntry, ownerWithPlan, seedListing } from './support/people';

const PASSWORD = 'Supper!42';
const NAME = 'Dina Diner';
const email = uniqueEmail('new-diner');

let browser: Browser;
let phone: BrowserContext;
let page: Page;
let log: string[] = [];
let uid = '';
const listing = { id: '', title: `Corner Deli ${Date.now() % 100000}` };

beforeAll(async () => {
  const owner = await ownerWithPlan('Fern Fork');
  listing.id = await seedListing(owner.uid, listing.title, 'approved');
  // Public before the phone first syncs the catalogue (its pages read the local copy).
  await waitFor(
    async () => {
      if ((await catalogEntry(listing.id))?._deleted !== false) throw new Error('the listing never reached the catalogue');
    },
    { timeout: 30_000, interval: 500 },
  );
  browser = await launch();
  phone = await newPhone(browser);
  page = await phone.newPage();
  log = captureConsole(page).lines;
});
afterAll(async () => {
  await browser?.close();
  // Its review would put it first in later suites' "highest rated" directory.
  if (listing.id) await updateListing(listing.id, { _deleted: true });
});
afterEach(({ failed }) => {
  if (failed) console.log(`[diner-account] the phone's page said:\n${log.slice(-30).join('\n')}`);
});

const cardFor = (title: string) => page.getByTestId('listing-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const profileOf = async (id: string) => (await adminDb().doc(`profiles/${id}`).get()).data();

describe('a diner account', () => {
  it('signs up from the header without any business field and lands on the listings', async () => {
    await visitAndSync(page, '/listings');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(/\/signup$/);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create account' }) });
    await form.getByLabel('Full name').waitFor();

    expect(await page.getByLabel('Business name').count()).toBe(0);
    expect(await page.getByLabel('Business type').count()).toBe(0);
    expect(await form.getByText('By creating an account you agree to the Terms and Privacy Policy.').count()).toBe(1);
    expect(await form.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    expect(await form.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');

    await form.getByLabel('Full name').fill(NAME);
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill('Supper!43');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expectToast(page, "Passwords don't match");

    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/listings$/, { timeout: 30_000 });
    await expectToast(page, /Account created successfully![^]*Please check your email to verify your account/);

    const user = await adminAuth().getUserByEmail(email);
    uid = user.uid;
    expect(user.emailVerified).toBe(false);
    const profile = (await profileOf(uid))!;
    expect(Object.keys(profile).sort()).toEqual(
      expect.arrayContaining(['_deleted', 'createdAt', 'email', 'fullName', 'package', 'role', 'serverTimestamp', 'status', 'updatedAt']),
    );
    expect(profile).not.toHaveProperty('businessName');
    expect(profile).not.toHaveProperty('businessType');
    expect(profile).toMatchObject({ fullName: NAME, email, status: 'active', package: null });

    // Signed in, with a diner's header: listing a business is offered, not "Add Listing".
    await page.getByTestId('user-menu-button').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'List your business' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Add Listing' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Sign up' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Close menu' }).click();
  });

  it('saves a favourite right away, before verifying the e-mail', async () => {
    // Searched for: the directory's first page need not show a listing made a moment ago.
    await page.goto(`${BASE_URL}/listings?q=${encodeURIComponent(listing.title)}`);
    const card = cardFor(listing.title);
    await card.waitFor({ timeout: 30_000 });
    await card.getByRole('button', { name: /to favorites$/i }).click();
    await expectToast(page, 'Added to Favorites!');
    const favorite = () => adminDb().doc(`users/${uid}/favorites/${listing.id}`).get().then((s) => s.data());
    await expect.poll(async () => (await favorite())?._deleted, { timeout: 60_000, intervals: [500] }).toBe(false);
  });

  it('verifies the e-mail by its link, then writes a review; the profile records it once, without a loop', async () => {
    await page.goto(`${BASE_URL}/listing/${listing.id}`);
    await page.getByTestId('reviews-section').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('write-review').isDisabled()).toBe(true);
    expect(await page.getByTestId('review-why').innerText()).toContain('Verify your e-mail address to write a review.');

    const verify = await waitForOobCode(email, 'VERIFY_EMAIL');
    expect((await fetch(verify.oobLink)).ok).toBe(true);
    expect((await adminAuth().getUserByEmail(email)).emailVerified).toBe(true);

    // Still signed in: on reload Firebase re-reads the account (verified) while the cached ID
    // token still says unverified. The app refreshes the token before copying it.
    log.length = 0;
    await page.reload();
    await expect.poll(async () => (await profileOf(uid))?.emailVerified, { timeout: 30_000, intervals: [500] }).toBe(true);
    await page.getByTestId('reviews-section').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('write-review').isEnabled(), { timeout: 30_000 }).toBe(true);
    // By the time the page takes the verified account, a retry loop would have logged many times.
    expect(log.filter((line) => line.includes('Email verification could not be recorded'))).toEqual([]);
    await page.getByTestId('write-review').click();
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    await dialog.getByRole('radio', { name: /^5 stars/ }).check();
    await dialog.getByLabel('Your review (optional)').fill('Proper pastrami, friendly counter.');
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await dialog.waitFor({ state: 'detached' });

    const review = () => adminDb().doc(`reviews/${listing.id}_${uid}`).get().then((s) => s.data());
    await expect.poll(async () => (await review())?._deleted, { timeout: 60_000, intervals: [500] }).toBe(false);
    expect(await review()).toMatchObject({ rating: 5, customerName: NAME, userId: uid, comment: 'Proper pastrami, friendly counter.' });
  });
});

describe('privacy policy and terms', () => {
  it('are real pages, linked from the footer, that say what is stored and what never is', async () => {
    await page.goto(BASE_URL + '/');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(/\/privacy$/);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const privacy = await page.locator('article').innerText();
    for (const said of ['name, e-mail address', 'role', 'plan', 'Reviews', 'Reports', 'Favourites', 'notifications', 'never see or store card numbers', 'Anonymous usage counts', 'no location and no address', 'Settings', 'recently', 'precise location', 'never sell']) {
      expect(privacy, said).toContain(said);
    }
    expect(await page.locator('article').getByRole('link', { name: 'contact page' }).getAttribute('href')).toBe('/contact');
    expect(await page.title()).toBe('Privacy Policy — Forkful');

    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL(/\/terms$/);
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    const terms = await page.locator('article').innerText();
    for (const said of ['Accounts', 'Reviews', 'Listings', 'Stripe', 'delete your account']) expect(terms, said).toContain(said);
    // No "not implemented yet" toast for either.
    expect(await toastTexts(page)).toEqual([]);
  });

  it("the owners' registration form links them too", async () => {
    const guest = await (await newPhone(browser)).newPage();
    await guest.goto(BASE_URL + '/register');
    const form = guest.locator('form').filter({ has: guest.getByRole('button', { name: 'Create account' }) });
    await form.getByLabel('Business name').waitFor();
    expect(await form.getByText('By creating an account you agree to the Terms and Privacy Policy.').count()).toBe(1);
    expect(await form.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    expect(await form.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    await guest.context().close();
  });
});
