// A Gold owner's paid content, typed offline in the listing dialog (a FAQ entry and a menu
// item), reaches the owner's listing once back online, and the public catalogue entry once the
// listing is approved again (Gold includes FAQ and Menu, so the projection keeps them).
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminDb, BASE_URL, expectToast, launch, newPhone, updateListing, visitAndSync } from './support/browser';
import { signInAs } from './support/auth';
import { eventually } from '../support/eventually';
import { expectToHold } from '../support/holds';

const OWNER_UID = 'demo-owner';
const RUN = Date.now().toString(36);
const QUESTION = `Do you deliver after midnight? ${RUN}`;
const DISH = `Midnight miso ramen ${RUN}`;

let browser: Browser;
let phone: BrowserContext;
let page: Page;

type Doc = Record<string, unknown> & { id: string };
const until = <T>(read: () => Promise<T>, ok: (v: T) => boolean) => eventually(read, ok, 90_000, 500);
const read = async (path: string): Promise<Record<string, unknown>> => (await adminDb().doc(path).get()).data() ?? {};

beforeAll(async () => {
  browser = await launch();
  phone = await newPhone(browser);
  page = await phone.newPage();
  await visitAndSync(page, '/');
  await signInAs(page, 'owner');
  await page.goto(BASE_URL + '/user-dashboard/listings');
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('forkful:synced:mylistings_')), null, { timeout: 60_000 });
  await page.getByTestId('owner-listing').first().waitFor({ timeout: 30_000 });
});
afterAll(async () => browser?.close());

describe("a Gold owner's paid content", () => {
  it('adds a FAQ entry and a menu item offline; online, the listing and then its catalogue entry hold them', async () => {
    const snap = await adminDb().collection('listings').where('ownerId', '==', OWNER_UID).where('status', '==', 'approved').get();
    const target = snap.docs.map((d) => ({ ...d.data(), id: d.id }) as Doc).find((l) => l._deleted !== true);
    expect(target, 'the seed gives the Gold owner an approved listing').toBeDefined();
    const id = target!.id;

    await phone.setOffline(true);
    await page.goto(BASE_URL + `/user-dashboard/listings/${id}/edit`);
    const d = page.getByRole('dialog');
    await d.getByRole('heading', { name: 'Edit Your Listing' }).waitFor({ timeout: 30_000 });
    // Gold shows everything: no marks.
    await d.getByText(/Your listing is shown on your Gold plan/).waitFor();
    expect(await d.getByText(/^Not shown on/).count()).toBe(0);

    await d.getByRole('button', { name: /^FAQ/ }).click();
    const faqCount = await d.getByLabel(/^Question \d+$/).count();
    await d.getByRole('button', { name: 'Add a question' }).click();
    await d.getByLabel(`Question ${faqCount + 1}`, { exact: true }).fill(QUESTION);
    await d.getByLabel(`Answer ${faqCount + 1}`, { exact: true }).fill('Until 2 am, within two miles.');

    await d.getByRole('button', { name: /^Menu/ }).click();
    await d.getByRole('button', { name: 'Add a menu section' }).click();
    const sections = await d.getByLabel(/^Section \d+ name$/).count();
    await d.getByLabel(`Section ${sections} name`, { exact: true }).fill('Late night');
    await d.getByLabel(/^Dish \(item 1 of Late night\)/).fill(DISH);
    await d.getByLabel(/^Price \(\$\) \(item 1 of Late night\)/).fill('13.50');
    await d.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 're-approval');

    await expectToHold('offline, nothing reaches the server', async () => JSON.stringify((await read(`listings/${id}`)).faq ?? []), (faq) => !faq.includes(QUESTION), 1000);

    await phone.setOffline(false);
    const saved = await until(() => read(`listings/${id}`), (l) => JSON.stringify(l.faq ?? []).includes(QUESTION));
    expect(saved.faq).toContainEqual({ question: QUESTION, answer: 'Until 2 am, within two miles.' });
    expect(saved.menu).toContainEqual({ name: 'Late night', items: [{ name: DISH, description: '', price: 13.5, dietary: [] }] });

    // An admin approves the edit: the projection publishes it with what Gold includes.
    await updateListing(id, { status: 'approved' });
    const entry = await until(() => read(`catalog/${id}`), (c) => JSON.stringify(c.faq ?? []).includes(QUESTION) && JSON.stringify(c.menu ?? []).includes(DISH));
    expect(entry.faq).toContainEqual({ question: QUESTION, answer: 'Until 2 am, within two miles.' });
    expect(JSON.stringify(entry.menu)).toContain(DISH);
  });
});
