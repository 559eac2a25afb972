// Usage counts end to end: a diner opens a listing three times, taps its phone number once and
// saves it, partly offline; back online their device sends its counts, and the owner's
// analytics page (another browser) shows 1 view, 1 contact tap and 1 save. Resending the
// same batches changes nothing. The diner's clock is Playwright's, so the one-batch-a-minute
// pause between sends is fast-forwarded instead of waited for.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminDb, BASE_URL, expectToast, launch, newPhone, updateListing, visitAndSync } from './support/browser';
import { createOwner, signInAs } from './support/auth';
import { eventually } from '../support/eventually';
import { catalogEntry, ownerWithPlan, People, seedListing } from './support/people';

const PHONE = '+1 503 555 0142';

let browser: Browser;
let people: People;
let diner: BrowserContext;
let page: Page;
let owner: { uid: string; email: string; password: string };
let listing = { id: '', title: '' };
/** Every batch the diner's device had accepted, with where it went. */
const sent: { url: string; body: string }[] = [];

interface DayTotals {
  view: number;
  contact_phone: number;
  favorite_add: number;
  days: number;
}

/** The listing's stored totals, summed over its day documents. */
async function totals(): Promise<DayTotals> {
  const days = await adminDb().collection(`listingStats/${listing.id}/days`).get();
  const sum = (key: string) => days.docs.reduce((n, d) => n + ((d.get(key) as number | undefined) ?? 0), 0);
  return { view: sum('view'), contact_phone: sum('contact_phone'), favorite_add: sum('favorite_add'), days: days.size };
}

async function openListing() {
  await page.goto(`${BASE_URL}/listing/${listing.id}`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(listing.title);
}

beforeAll(async () => {
  const o = await ownerWithPlan('Stella Stats');
  owner = { uid: o.uid, email: o.email, password: o.password };
  listing = { id: await seedListing(owner.uid, `Counted Corner ${Date.now().toString(36)}`, 'approved'), title: '' };
  await updateListing(listing.id, { telephone: PHONE });
  const entry = await eventually(() => catalogEntry(listing.id), (e) => e?.telephone === PHONE, 60_000, 500);
  if (entry?.telephone !== PHONE) throw new Error(`The listing never reached the public catalogue: ${JSON.stringify(entry)}`);
  listing.title = entry.title as string;

  browser = await launch();
  people = new People(browser);
  diner = await newPhone(browser);
  // Fake timers that run at real speed until the test jumps them forward.
  await diner.clock.install();
  // The batches the server answered (a failed request would be resent, not replayed).
  diner.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && response.status() === 200 && /\/recordUsage$|\/api\/usage$/.test(new URL(request.url()).pathname)) {
      sent.push({ url: request.url(), body: request.postData() ?? '' });
    }
  });
  page = await diner.newPage();
  await visitAndSync(page, '/');
  const account = await createOwner('Dina Counts', 'Diner123!');
  await signInAs(page, account);
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('forkful:synced:favorites_')), null, {
    timeout: 60_000,
  });
});
afterAll(async () => {
  await diner?.close();
  await people?.close();
  await browser?.close();
});

describe('usage counts', () => {
  it('counts three opens, one phone tap and one save, partly offline, once each', async () => {
    await openListing();

    await diner.setOffline(true);
    await openListing();
    await openListing();
    // The phone's dialler is the operating system's business: keep the page where it is.
    await page.evaluate(() =>
      window.addEventListener('click', (event) => {
        if ((event.target as Element | null)?.closest('a[href^="tel:"]')) event.preventDefault();
      }),
    );
    await page.getByRole('link', { name: 'Call', exact: true }).click();
    await page.getByRole('button', { name: `Save ${listing.title}` }).click();
    await expectToast(page, 'Added to Favorites!');

    await diner.setOffline(false);
    // At most one batch a minute: jump the device's clock past the pause until all has gone.
    await expect
      .poll(
        async () => {
          await diner.clock.fastForward(61_000);
          return totals();
        },
        { timeout: 90_000, intervals: [2_000] },
      )
      .toEqual({ view: 1, contact_phone: 1, favorite_add: 1, days: 1 });
    expect(sent.length).toBeGreaterThan(0);
    // Nothing personal travels: no account id, no e-mail.
    const account = await adminDb().collection('profiles').where('fullName', '==', 'Dina Counts').limit(1).get();
    for (const batch of sent) {
      expect(batch.body).not.toContain(account.docs[0]!.id);
      expect(batch.body).not.toContain('@forkful.test');
    }
  });

  it("shows them on the owner's analytics page, and a resent batch changes nothing", async () => {
    const ownerPage = await people.signedIn(owner.email, owner.password, { desktop: true });
    const row = () => ownerPage.locator(`[data-testid="stats-row"][data-listing-id="${listing.id}"]`);
    const figures = async () => ({
      views: (await row().getByTestId('stat-views').innerText()).trim(),
      contacts: (await row().getByTestId('stat-contacts').innerText()).trim(),
      saves: (await row().getByTestId('stat-saves').innerText()).trim(),
    });
    await ownerPage.goto(`${BASE_URL}/user-dashboard/analytics?days=7`);
    await row().waitFor({ timeout: 30_000 });
    await expect.poll(figures).toEqual({ views: '1', contacts: '1', saves: '1' });

    const before = await totals();
    for (const batch of sent) {
      const reply = await fetch(batch.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: batch.body });
      expect(reply.status).toBe(200);
      expect(await reply.json()).toMatchObject({ ok: true, duplicate: true, accepted: 0 });
    }
    expect(await totals()).toEqual(before);

    await ownerPage.reload();
    await row().waitFor({ timeout: 30_000 });
    await expect.poll(figures).toEqual({ views: '1', contacts: '1', saves: '1' });
  });
});
