// The moderation loop with the people in it: an owner submits, an admin approves, and a
// diner's already-open /listings shows the listing without a reload while the owner's inbox
// says it is live; a rejection needs a reason, which the owner then sees; a listing an admin
// creates for an owner is approved and public at once.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, Page } from 'playwright-core';
import { adminDb, BASE_URL, expectToast, launch } from './support/browser';
import { ADMIN } from './support/auth';
import { catalogEntry, ownerWithPlan, People, seedListing } from './support/people';
import { eventually } from '../support/eventually';

const RUN = Date.now().toString(36);
let browser: Browser;
let people: People;
let admin: Page;
let owner: Awaited<ReturnType<typeof ownerWithPlan>>;
let ownerPage: Page;
let diner: Page;

const until = <T>(read: () => Promise<T>, ok: (v: T) => boolean) => eventually(read, ok, 60_000, 500);

async function listingsTitled(title: string) {
  const snap = await adminDb().collection('listings').where('title', '==', title).get();
  return snap.docs.map((d) => ({ ...d.data(), id: d.id }) as Record<string, unknown> & { id: string });
}

/** The admin's card of a listing, found through the tab's search. */
async function adminCard(title: string) {
  await admin.goto(BASE_URL + '/admin/listings');
  await admin.getByLabel('Search listings').fill(title);
  const card = admin.getByRole('article', { name: title });
  await card.waitFor({ timeout: 60_000 });
  return card;
}

/** The diner's open /listings, searching for this run's listings. */
const dinerCard = (id: string) => diner.locator(`a[href="/listing/${id}"]`);

beforeAll(async () => {
  browser = await launch();
  people = new People(browser);
  owner = await ownerWithPlan(`Moderated ${RUN}`);
  [admin, ownerPage, diner] = await Promise.all([
    people.signedIn(ADMIN.email, ADMIN.password, { desktop: true }),
    people.signedIn(owner.email, owner.password),
    people.visitor('/listings'),
  ]);
  await diner.goto(BASE_URL + `/listings?q=${RUN}`);
  await diner.getByText('No places found matching your criteria.').waitFor({ timeout: 30_000 });
});
afterAll(async () => {
  await people?.close();
  await browser?.close();
});

describe('admin moderation', () => {
  it('owner submits → admin approves → it appears on a diner’s open /listings and in the owner’s inbox', async () => {
    const title = `Harbour Flatbreads ${RUN}`;
    await ownerPage.goto(BASE_URL + '/user-dashboard/new-listing');
    const d = ownerPage.getByRole('dialog');
    await d.getByRole('heading', { name: 'Create New Listing' }).waitFor({ timeout: 30_000 });
    await d.getByLabel(/^Title/).fill(title);
    await d.getByLabel(/^Address/).fill('3 Harbour Street');
    await d.getByLabel(/^City/).fill('Portland');
    await d.getByLabel(/^Category/).selectOption('Restaurant');
    await d.getByRole('button', { name: 'Submit for Review' }).click();
    const [submitted] = await until(() => listingsTitled(title), (l) => l.length > 0);
    expect(submitted).toMatchObject({ status: 'pending', ownerId: owner.uid });

    const card = await adminCard(title);
    // A desktop opens the compact List view until the admin picks Cards.
    expect(await admin.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(await card.getByTestId('listing-status').innerText()).toBe('Pending');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expectToast(admin, 'Listing approved!');

    // The diner's page was open all along: no reload.
    await dinerCard(submitted.id).waitFor({ timeout: 60_000 });
    expect((await catalogEntry(submitted.id))?._deleted).toBe(false);

    // The owner is told, once, by the moderation function.
    const notes = await until(
      async () => (await adminDb().collection(`users/${owner.uid}/notifications`).where('listingId', '==', submitted.id).get()).docs.map((n) => n.data()),
      (n) => n.length > 0,
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'listing_approved', isRead: false });
    await ownerPage.goto(BASE_URL + '/user-dashboard/notifications');
    const note = ownerPage.getByTestId('notification').filter({ hasText: title });
    await note.waitFor({ timeout: 60_000 });
    expect(await note.innerText()).toContain('Listing approved');
    // Recorded in the audit log.
    const audit = await adminDb().collection('auditLog').where('targetId', '==', submitted.id).get();
    expect(audit.docs.map((a) => a.get('action'))).toContain('listing.approve');
  });

  it('a rejection needs a reason; with one, the owner’s card shows it', async () => {
    const title = `Tidal Tapas ${RUN}`;
    const id = await seedListing(owner.uid, title);
    const card = await adminCard(title);
    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject listing' });
    await dialog.getByRole('button', { name: 'Reject listing' }).click();
    await expectToast(admin, 'Reason required');
    await expectToast(admin, 'Please provide a reason for rejection.');
    expect((await adminDb().doc(`listings/${id}`).get()).get('status')).toBe('pending');

    const reason = 'The photos do not show the restaurant.';
    await dialog.getByLabel('Reason for rejection').fill(reason);
    await dialog.getByRole('button', { name: 'Reject listing' }).click();
    await expectToast(admin, 'Listing rejected');
    await expectToast(admin, 'The user will be notified.');
    const stored = await until(async () => (await adminDb().doc(`listings/${id}`).get()).data() ?? {}, (l) => l.status === 'rejected');
    expect(stored.rejectionReason).toBe(reason);

    await ownerPage.goto(BASE_URL + '/user-dashboard/listings');
    const ownerCard = ownerPage.getByTestId('owner-listing').filter({ has: ownerPage.getByRole('heading', { name: title, exact: true }) });
    await ownerCard.getByTestId('rejection-reason').waitFor({ timeout: 60_000 });
    expect(await ownerCard.getByTestId('rejection-reason').innerText()).toContain(reason);
  });

  it('a pending listing: its owner and admins see a preview, a diner is told it does not exist', async () => {
    const title = `Lantern Dumplings ${RUN}`;
    const id = await seedListing(owner.uid, title);
    const card = await adminCard(title);
    await card.getByRole('link', { name: `View ${title}` }).click();
    await admin.waitForURL((url) => url.pathname === `/listing/${id}`);
    await admin.getByRole('heading', { name: title }).waitFor({ timeout: 30_000 });
    expect(await admin.getByTestId('preview-banner').innerText()).toContain('Pending approval');

    await ownerPage.goto(BASE_URL + `/listing/${id}`);
    await ownerPage.getByTestId('preview-banner').waitFor({ timeout: 60_000 });

    await diner.goto(BASE_URL + `/listing/${id}`);
    await expectToast(diner, 'Could not find the listing you were looking for.');
    await diner.waitForURL((url) => url.pathname === '/listings');
    await diner.goto(BASE_URL + `/listings?q=${RUN}`);
  });

  it('the Listings tab opens offline, and an approval says it needs a connection instead of hanging', async () => {
    const title = `Offline Queue Bistro ${RUN}`;
    const id = await seedListing(owner.uid, title);
    await adminCard(title);
    await admin.context().setOffline(true);
    try {
      await admin.reload();
      const card = admin.getByRole('article', { name: title });
      await admin.getByLabel('Search listings').fill(title);
      await card.waitFor({ timeout: 30_000 });
      await card.getByRole('button', { name: 'Approve' }).click();
      await expectToast(admin, 'Error');
      await expectToast(admin, 'needs a connection');
      expect((await adminDb().doc(`listings/${id}`).get()).get('status')).toBe('pending');
    } finally {
      await admin.context().setOffline(false);
    }
  });

  it('a listing an admin creates for an owner is approved and public at once', async () => {
    const title = `Admin Added Bakery ${RUN}`;
    await admin.goto(BASE_URL + '/admin/new-listing');
    const d = admin.getByRole('dialog');
    await d.getByRole('heading', { name: 'Create New Listing' }).waitFor({ timeout: 30_000 });
    // Title and owner come first.
    await d.getByRole('button', { name: 'Create & Approve Listing' }).click();
    await expectToast(admin, 'Missing Info');
    await expectToast(admin, 'Title and an assigned Owner are required.');

    const ownerField = d.getByRole('combobox', { name: /Owner/ });
    await ownerField.fill(owner.email);
    await d.getByRole('option', { name: new RegExp(owner.email.replace(/[.+]/g, '\\$&')) }).click();
    await d.getByLabel(/^Title/).fill(title);
    await d.getByLabel(/^Address/).fill('8 Oven Lane');
    await d.getByLabel(/^City/).fill('Portland');
    await d.getByLabel(/^Category/).selectOption('Bakery');
    await d.getByRole('button', { name: 'Create & Approve Listing' }).click();
    await d.waitFor({ state: 'detached', timeout: 30_000 });

    const [created] = await until(() => listingsTitled(title), (l) => l.length > 0);
    expect(created).toMatchObject({ status: 'approved', ownerId: owner.uid, category: 'Bakery', rejectionReason: null });
    await until(() => catalogEntry(created.id), (c) => c?._deleted === false);
    await dinerCard(created.id).waitFor({ timeout: 60_000 });
  });
});
