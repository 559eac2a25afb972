// Reviews end to end, against the emulators and the real functions (docs/reviews.md): a diner
// reviews offline, reloads, comes back online, and another visitor's open page follows the
// server's new rating; the owner replies and the diner's inbox says so; a report reaches the
// admin, who hides the review, and it disappears for everyone. The rate limit: a sixth new
// review within a minute waits on the device and syncs once the minute is over.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, BASE_URL, expectToast, launch, updateListing } from './support/browser';
import { ADMIN, DINER, adminAuth, createOwner } from './support/auth';
import { People, catalogEntry, ownerWithPlan, seedListing } from './support/people';

let browser: Browser;
let people: People;
let owner: { uid: string; email: string; password: string; name: string };
let listingId = '';
/** Two more of the owner's listings, for the rate limit. */
let limitListings: string[] = [];
const COMMENT = 'Blistered crust, <b>smoky</b> tomatoes and a kind welcome.';

let diner: Page;
let visitor: Page;

/** An approved listing of the owner's, once the catalogue projection (a function) made it public. */
async function publicListing(title: string) {
  const id = await seedListing(owner.uid, `${title} ${Date.now() % 100000}`, 'approved');
  for (let i = 0; i < 60 && (await catalogEntry(id))?._deleted !== false; i++) await new Promise((r) => setTimeout(r, 500));
  if ((await catalogEntry(id))?._deleted !== false) throw new Error(`listing ${id} never reached the catalogue`);
  return id;
}

beforeAll(async () => {
  owner = await ownerWithPlan('Rhea Reply');
  listingId = await publicListing('Flatbread Hall');
  // Public before the diner's device first syncs the catalogue (its pages read the local copy).
  limitListings = [await publicListing('Quota Grill'), await publicListing('Quota Bakery')];
  browser = await launch();
  people = new People(browser);
});
afterAll(async () => {
  await people?.close();
  await browser?.close();
  // Their five-star reviews would put these listings first in every later suite's directory.
  const made = [listingId, ...limitListings].filter(Boolean);
  await Promise.all(made.map((id) => updateListing(id, { _deleted: true })));
  for (let i = 0; i < 60 && !(await Promise.all(made.map(catalogEntry))).every((e) => e?._deleted === true); i++) await new Promise((r) => setTimeout(r, 500));
});

const reviewsOf = (page: Page) => page.getByTestId('listing-review');
const countOf = async (page: Page) => (await page.getByTestId('review-count').innerText()).trim();

async function openListing(page: Page, id = listingId) {
  await page.goto(`${BASE_URL}/listing/${id}`);
  await page.getByTestId('reviews-section').waitFor({ timeout: 30_000 });
  await page.getByTestId('review-summary').waitFor({ timeout: 30_000 });
}

describe('reviews', () => {
  it('a review written offline survives a reload, syncs online, and changes the rating on another open page', async () => {
    visitor = await people.visitor(`/listing/${listingId}`);
    await openListing(visitor);
    expect(await countOf(visitor)).toBe('0 reviews');

    diner = await people.signedIn(DINER.email, DINER.password);
    await openListing(diner);
    await diner.context().setOffline(true);

    await diner.getByTestId('write-review').click();
    const dialog = diner.getByRole('dialog', { name: 'Write a review' });
    await dialog.getByRole('button', { name: 'Post review' }).click();
    expect(await dialog.getByRole('alert').innerText()).toBe('Please choose a rating from 1 to 5 stars.');
    await dialog.getByRole('radio', { name: /^4 stars/ }).check();
    await dialog.getByLabel('Your review (optional)').fill(COMMENT);
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await dialog.waitFor({ state: 'detached' });

    const mine = reviewsOf(diner).filter({ hasText: 'Your review' });
    await mine.getByTestId('review-pending').waitFor();
    // Plain text: the markup is shown as typed, never rendered.
    expect(await mine.innerText()).toContain(COMMENT);
    expect(await mine.locator('b').count()).toBe(0);

    await diner.reload();
    await diner.getByTestId('reviews-section').waitFor({ timeout: 30_000 });
    await reviewsOf(diner).filter({ hasText: 'Your review' }).getByTestId('review-pending').waitFor({ timeout: 30_000 });
    expect(await countOf(visitor)).toBe('0 reviews');

    await diner.context().setOffline(false);
    await reviewsOf(diner).filter({ hasText: 'Your review' }).getByTestId('review-pending').waitFor({ state: 'detached', timeout: 60_000 });

    // The other diner's open page follows the server's aggregation, live.
    await expect.poll(() => countOf(visitor), { timeout: 60_000, intervals: [500] }).toBe('1 review');
    expect(await visitor.getByTestId('review-average').innerText()).toBe('4.0');
    await visitor.locator('[aria-label="Rated 4.0 out of 5 from 1 reviews"]').first().waitFor({ timeout: 30_000 });
    expect(await reviewsOf(visitor).first().innerText()).toContain(COMMENT);
  });

  it("the owner replies, the reply shows beneath the review, and the diner's inbox has it", async () => {
    const ownerPage = await people.signedIn(owner.email, owner.password);
    await ownerPage.goto(`${BASE_URL}/user-dashboard/reviews`);
    const item = ownerPage.getByTestId('review').filter({ hasText: COMMENT });
    await item.waitFor({ timeout: 60_000 });
    await item.getByRole('button', { name: 'Reply' }).click();
    await item.getByLabel('Your reply as the owner').fill('Thank you, Dana! See you soon.');
    await item.getByRole('button', { name: 'Post reply' }).click();
    await expectToast(ownerPage, 'Reply posted');

    await reviewsOf(visitor).first().getByTestId('review-reply').waitFor({ timeout: 60_000 });
    expect(await reviewsOf(visitor).first().getByTestId('review-reply').innerText()).toContain('Thank you, Dana! See you soon.');

    await diner.goto(`${BASE_URL}/user-dashboard/notifications`);
    const note = diner.getByTestId('notification').filter({ hasText: 'The owner replied to your review' });
    await note.waitFor({ timeout: 60_000 });
    await note.getByTestId('notification-icon-review_reply').waitFor();
    expect(await note.innerText()).toContain('Thank you, Dana!');
  });

  it('a report reaches the admin, who hides the review, and it disappears for everyone', async () => {
    const reporterAccount = await createOwner('Rita Reporter', 'Owner123!');
    const reporter = await people.signedIn(reporterAccount.email, reporterAccount.password);
    await openListing(reporter);
    const review = reviewsOf(reporter).filter({ hasText: COMMENT });
    await review.waitFor({ timeout: 30_000 });
    await review.getByRole('button', { name: /^Report the review by/ }).click();
    const dialog = reporter.getByRole('dialog', { name: /^Report the review by/ });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    expect(await dialog.getByTestId('report-error').innerText()).toBe('Please choose a reason.');
    await dialog.getByRole('radio', { name: 'Offensive or abusive' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expectToast(reporter, 'Report sent');
    await review.getByRole('button', { name: 'Review reported' }).waitFor();

    const admin = await people.signedIn(ADMIN.email, ADMIN.password, { desktop: true });
    await admin.goto(`${BASE_URL}/admin/reports`);
    const card = admin.getByTestId('report').filter({ hasText: 'Offensive or abusive' }).filter({ hasText: 'Rita Reporter' });
    await card.waitFor({ timeout: 60_000 });
    await card.getByTestId('reported-review').waitFor({ timeout: 30_000 });
    expect(await card.getByTestId('reported-review').innerText()).toContain('smoky');
    await card.getByRole('button', { name: 'Hide review' }).click();
    await admin.getByRole('alertdialog', { name: 'Hide this review?' }).getByRole('button', { name: 'Hide review' }).click();
    await expectToast(admin, 'The review is hidden');

    // Gone for everyone, and the rating follows.
    for (const page of [visitor, reporter]) {
      await expect.poll(() => reviewsOf(page).count(), { timeout: 60_000, intervals: [500] }).toBe(0);
      await expect.poll(() => countOf(page), { timeout: 60_000, intervals: [500] }).toBe('0 reviews');
    }
    await openListing(diner);
    await diner.getByTestId('review-why').waitFor({ timeout: 60_000 });
    expect(await diner.getByTestId('review-why').innerText()).toContain('was removed');
    expect(await reviewsOf(diner).count()).toBe(0);

    await reporter.goto(`${BASE_URL}/user-dashboard/notifications`);
    await reporter.getByTestId('notification').filter({ hasText: 'Your report was reviewed' }).waitFor({ timeout: 60_000 });
  });

  it('a sixth new review within a minute waits on the device, and syncs once the minute is over', async () => {
    const [fifth, sixth] = limitListings;
    const uid = (await adminAuth().getUserByEmail(DINER.email)).uid;
    const quota = adminDb().doc(`reviewQuotas/${uid}`);
    // Four new reviews "just now" (the claims the app's pushes would have made), so one more fits.
    const fourJustNow = () => Object.fromEntries(['s0', 's1', 's2', 's3'].map((s, i) => [s, { id: `earlier-${i}_${uid}`, at: Timestamp.now() }]));
    await quota.set(fourJustNow());
    const onServer = async (id: string) => (await adminDb().doc(`reviews/${id}_${uid}`).get()).exists;
    const post = async (id: string) => {
      await openListing(diner, id);
      await diner.getByTestId('write-review').click();
      const dialog = diner.getByRole('dialog', { name: 'Write a review' });
      await dialog.getByRole('radio', { name: /^5 stars/ }).check();
      await dialog.getByRole('button', { name: 'Post review' }).click();
      await dialog.waitFor({ state: 'detached' });
      return reviewsOf(diner).filter({ hasText: 'Your review' });
    };

    const fifthReview = await post(fifth);
    // The card first (a locator that matches nothing yet is "detached" at once), then its sync.
    await fifthReview.waitFor();
    await fifthReview.getByTestId('review-pending').waitFor({ state: 'detached', timeout: 60_000 });
    await expect.poll(() => onServer(fifth), { timeout: 30_000, intervals: [500] }).toBe(true);

    // Still within the minute (the four claims renewed, the fifth's kept): the sixth waits.
    await quota.set(fourJustNow(), { merge: true });
    const sixthReview = await post(sixth);
    await sixthReview.getByTestId('review-pending').waitFor();
    await new Promise((r) => setTimeout(r, 12_000)); // RxDB retried twice meanwhile
    expect(await sixthReview.getByTestId('review-pending').isVisible()).toBe(true);
    expect(await onServer(sixth)).toBe(false);

    // The minute is over (every claim a minute old): RxDB's next retry pushes it.
    const aMinuteAgo = Timestamp.fromMillis(Date.now() - 61_000);
    await quota.set(Object.fromEntries(['s0', 's1', 's2', 's3', 's4'].map((s) => [s, { id: `old_${uid}`, at: aMinuteAgo }])));
    await sixthReview.getByTestId('review-pending').waitFor({ state: 'detached', timeout: 60_000 });
    await expect.poll(() => onServer(sixth), { timeout: 30_000, intervals: [500] }).toBe(true);
  });
});
