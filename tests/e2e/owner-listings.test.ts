// The owner's write path (issue step 3): a listing drafted offline with photos and offers
// survives an offline reload and reaches Firestore as exactly one pending listing once back
// online; an edit racing an admin change keeps what the owner typed; editing a rejected
// listing clears its reason.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminDb, BASE_URL, expectToast, launch, newPhone, updateListing, visitAndSync } from './support/browser';
import { signInAs } from './support/auth';
import { eventually } from '../support/eventually';
import { expectToHold } from '../support/holds';

const OWNER_UID = 'demo-owner';
const STORAGE = process.env.FORKFUL_STORAGE_EMULATOR === '1';
const RUN = Date.now().toString(36);
const TYPED = {
  title: `Night Owl Noodles ${RUN}`,
  businessName: 'Night Owl Kitchens',
  description: 'Hand-pulled noodles until 2am.\nBroth simmered for 18 hours.',
  address: '14 Lantern Lane',
  city: 'Portland',
  category: 'Fast Food',
  offers: ['Free dumplings on Tuesdays', '10% off after midnight'],
};

let browser: Browser;
let phone: BrowserContext;
let page: Page;

type ServerListing = Record<string, unknown> & { id: string; title?: string; status?: string; images?: string[]; _deleted?: boolean };

async function ownerListings(title?: string): Promise<ServerListing[]> {
  const snap = await adminDb().collection('listings').where('ownerId', '==', OWNER_UID).get();
  return snap.docs.map((d) => ({ ...d.data(), id: d.id }) as ServerListing).filter((d) => !title || d.title === title);
}

const until = <T>(read: () => Promise<T>, ok: (v: T) => boolean) => eventually(read, ok, 60_000, 500);

/** A large photo, made by the browser itself (no network, nothing binary in the repo). */
async function makePhoto(p: Page, hue: number): Promise<Buffer> {
  const base64 = await p.evaluate((h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1600;
    const ctx = canvas.getContext('2d')!;
    const g = ctx.createLinearGradient(0, 0, 2400, 1600);
    g.addColorStop(0, `hsl(${h} 70% 50%)`);
    g.addColorStop(1, `hsl(${h + 60} 70% 30%)`);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 2400, 1600);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1];
  }, hue);
  return Buffer.from(base64, 'base64');
}

const card = (title: string) => page.getByTestId('owner-listing').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const dialog = () => page.getByRole('dialog');

beforeAll(async () => {
  browser = await launch();
  phone = await newPhone(browser);
  page = await phone.newPage();
  await visitAndSync(page, '/');
  await signInAs(page, 'owner');
  await page.goto(BASE_URL + '/user-dashboard/listings');
  // The owner's listings were pulled once on this device.
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('forkful:synced:mylistings_')), null, {
    timeout: 60_000,
  });
  await page.getByTestId('owner-listing').first().waitFor({ timeout: 30_000 });
});
afterAll(async () => browser?.close());

describe('owner listings, offline first', () => {
  it('drafts a listing with three photos and two offers offline; it survives a reload and syncs as one pending listing', async () => {
    const photos = [await makePhoto(page, 10), await makePhoto(page, 140), await makePhoto(page, 260)];
    await phone.setOffline(true);

    await page.getByRole('link', { name: 'Add Listing' }).first().click();
    await dialog().getByRole('heading', { name: 'Create New Listing' }).waitFor();
    const d = dialog();
    await d.getByLabel(/^Title/).fill(TYPED.title);
    await d.getByLabel(/^Business name/).fill(TYPED.businessName);
    await d.getByLabel(/^Description/).fill(TYPED.description);
    await d.getByLabel(/^Address/).fill(TYPED.address);
    await d.getByLabel(/^City/).fill(TYPED.city);
    await d.getByLabel(/^Category/).selectOption(TYPED.category);
    await d.getByRole('button', { name: /^Events & deals/ }).click(); // a closed section
    const offer = d.getByLabel(/^Special offer/i);
    await offer.fill(TYPED.offers[0]);
    await offer.press('Enter'); // adds, does not submit
    await offer.fill(TYPED.offers[1]);
    await d.getByRole('button', { name: /^Add offer/i }).click();
    await d.locator('input[type=file]').setInputFiles(photos.map((buffer, i) => ({ name: `photo-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
    await expect.poll(() => d.getByRole('button', { name: /^Remove photo/ }).count()).toBe(3);
    await d.getByRole('button', { name: 'Submit for Review' }).click();

    await expectToast(page, 'awaits admin approval');
    await card(TYPED.title).getByTestId('waiting-to-sync').waitFor();

    // Offline reload: the app shell comes from the service worker, the draft from IndexedDB.
    await page.reload();
    const draft = card(TYPED.title);
    await draft.getByTestId('waiting-to-sync').waitFor({ timeout: 30_000 });
    const photo = draft.locator('img').first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await photo.getAttribute('src')).toMatch(/^blob:/);
    // Resized in the browser: the longest side is at most 1600 px.
    expect(await photo.evaluate((img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight))).toBeLessThanOrEqual(1600);
    expect(await ownerListings(TYPED.title)).toHaveLength(0);

    await phone.setOffline(false);
    const synced = await until(() => ownerListings(TYPED.title), (l) => l.length > 0);
    expect(synced).toHaveLength(1);
    expect(synced[0]).toMatchObject({
      title: TYPED.title,
      businessName: TYPED.businessName,
      description: TYPED.description,
      address: TYPED.address,
      city: TYPED.city,
      category: TYPED.category,
      // Offers are saved as deals: a type, and no end unless one is picked.
      deals: TYPED.offers.map((title) => ({ title, type: 'Discount', endsAt: null })),
      ownerId: OWNER_UID,
      status: 'pending',
      rejectionReason: null,
      _deleted: false,
    });
    if (STORAGE) {
      const withImages = await until(() => ownerListings(TYPED.title), (l) => (l[0]?.images as string[] | undefined)?.length === 3);
      expect(withImages[0].images).toHaveLength(3);
    } else {
      console.log('[e2e] Storage emulator not running here: checking that the 3 photos stay queued on the device with the notice.');
      await page.getByTestId('photos-queued-notice').waitFor({ timeout: 90_000 });
      expect(await page.getByTestId('photos-queued-notice').innerText()).toContain('3 photos');
      expect(synced[0].images).toEqual([]);
    }
    // Still exactly one after the queue and replication settle.
    await expectToHold('exactly one listing', () => ownerListings(TYPED.title).then((l) => l.length), (n) => n === 1, 2000);
  });

  it('keeps the owner’s offline edit when an admin changed the listing meanwhile, and returns it to pending', async () => {
    const [target] = (await ownerListings()).filter((l) => l.status === 'approved' && l._deleted === false);
    expect(target).toBeDefined();
    await phone.setOffline(true);
    await page.goto(BASE_URL + `/user-dashboard/listings/${target.id}/edit`);
    const d = dialog();
    await d.getByRole('heading', { name: 'Edit Your Listing' }).waitFor({ timeout: 30_000 });
    const typed = `Rewritten offline ${RUN}: new chef, new menu, same cosy room.`;
    await d.getByLabel(/^Description/).fill(typed);
    await d.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 're-approval');

    // Meanwhile an admin changes the same listing on the server.
    const adminTitle = `${String(target.title)} (verified)`;
    await updateListing(target.id, { title: adminTitle, rating: 4.9 });

    await phone.setOffline(false);
    const after = await until(
      async () => (await adminDb().doc(`listings/${target.id}`).get()).data() ?? {},
      (d) => d.description === typed,
    );
    expect(after).toMatchObject({ description: typed, title: adminTitle, rating: 4.9, status: 'pending', rejectionReason: null });
  });

  it('editing a rejected listing clears the reason', async () => {
    const [rejected] = (await ownerListings()).filter((l) => l.status === 'rejected' && l._deleted === false);
    expect(rejected, 'the seed gives the demo owner a rejected listing').toBeDefined();
    await page.goto(BASE_URL + '/user-dashboard/listings');
    await card(String(rejected.title)).getByTestId('rejection-reason').waitFor({ timeout: 30_000 });
    await card(String(rejected.title)).getByRole('link', { name: /^Edit/ }).click();
    await dialog().getByLabel(/^Title/).fill(`${String(rejected.title)} – fixed`);
    await dialog().getByRole('button', { name: 'Save Changes' }).click();
    const after = await until(
      async () => (await adminDb().doc(`listings/${rejected.id}`).get()).data() ?? {},
      (d) => d.status === 'pending',
    );
    expect(after).toMatchObject({ status: 'pending', rejectionReason: null, title: `${String(rejected.title)} – fixed` });
    await expect.poll(() => card(`${String(rejected.title)} – fixed`).getByTestId('rejection-reason').count()).toBe(0);
  });
});
