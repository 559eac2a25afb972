// The same owner edits one listing offline on two devices (docs/sync.md, conflict handler):
// A changes the title and description, B the description and telephone. A pushes first; B's
// push meets A's version and B merges field by field: B's description (B resolved it), A's
// title, B's telephone, back to pending. A's description is not dropped silently: B keeps it
// and shows it, and "Use the other version" sends it to the server. A ends with the server's
// result. The server's document is read with the Admin SDK at each step.
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser } from 'playwright-core';
import { launch } from '../e2e/support/browser';
import { card, cloneOwnerListing, editListing, explainLostPush, openDevice, replicationState, openEditor, serverListingWhen, shoot, shownFields, type Device } from './support/conflict-devices';

const RUN = Date.now().toString(36);
const ID = `conflict-${RUN}`;
const START_TITLE = `Two Devices Diner ${RUN}`;
const A = { title: `Two Devices Diner ${RUN} (A)`, description: `Device A offline ${RUN}: wood-fired pizza, open late on Fridays.` };
const B = { description: `Device B offline ${RUN}: fresh pasta made every morning.`, telephone: '+1 555 010 7788' };

let browser: Browser;
let a: Device;
let b: Device;

beforeAll(async () => {
  await cloneOwnerListing(ID, START_TITLE);
  browser = await launch();
  a = await openDevice(browser, 'A', { width: 1280, height: 800 }, START_TITLE);
  b = await openDevice(browser, 'B', { width: 390, height: 844 }, START_TITLE);
});
afterAll(async () => browser?.close());

describe('one owner, one listing, two devices offline', () => {
  it('merges field by field, keeps the overridden text on the device that resolved it, and can apply it', async () => {
    await a.context.setOffline(true);
    await b.context.setOffline(true);
    await editListing(a.page, ID, { Title: A.title, Description: A.description });
    await editListing(b.page, ID, { Description: B.description, Telephone: B.telephone });

    // A comes back first: no conflict, its version is the server's.
    await a.context.setOffline(false);
    const afterA = await serverListingWhen(ID, (d) => d.description === A.description);
    expect(afterA).toMatchObject({ title: A.title, description: A.description, status: 'pending' });
    expect(afterA.telephone).not.toBe(B.telephone);

    // B comes back: its push meets A's version, and B's merge is what the server ends with.
    await b.context.setOffline(false);
    const merged = await serverListingWhen(ID, (d) => d.description === B.description);
    expect(merged).toMatchObject({
      title: A.title,
      description: B.description,
      telephone: B.telephone,
      ownerId: 'demo-owner',
      status: 'pending',
      rejectionReason: null,
      _deleted: false,
    });

    // B shows A's description on the listing's card, and in its edit dialog.
    const bCard = card(b.page, A.title);
    const notice = bCard.getByTestId('conflict-notice');
    await notice.waitFor({ timeout: 60_000 });
    expect(await notice.innerText()).toContain('Also edited on another device');
    expect(await notice.innerText()).toContain('We kept the version from this device; the other description was');
    expect(await notice.getByTestId('conflict-other').innerText()).toContain(A.description);
    await expect.poll(() => notice.count()).toBe(1);
    // The "saved offline" toast would cover the notice on a phone.
    await b.page.getByRole('button', { name: 'Dismiss notification' }).click({ timeout: 2000 }).catch(() => undefined);
    await shoot(b.page, 'conflict-card', notice);
    const dialog = await openEditor(b.page, ID);
    await dialog.getByTestId('conflict-notice').waitFor();
    expect(await dialog.getByTestId('conflict-other').innerText()).toContain(A.description);
    await shoot(b.page, 'conflict-dialog', dialog.getByTestId('conflict-notice'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // A follows the server (B's description pulled) and had no conflict: nothing to show there.
    await card(a.page, A.title).getByText(B.description).waitFor({ timeout: 60_000 });
    expect(await card(a.page, A.title).getByTestId('conflict-notice').count()).toBe(0);

    // The record is on B's disk, not in memory: it survives a reload.
    const beforeReload = await replicationState(b, ID);
    await b.page.reload();
    await notice.waitFor({ timeout: 30_000 });
    const afterReload = await replicationState(b, ID);

    // "Use the other version": an ordinary owner edit of that field, pushed to the server.
    await notice.getByRole('button', { name: 'Use the other version' }).click();
    const final = await serverListingWhen(ID, (d) => d.description === A.description);
    if (final.description !== A.description) console.log(`${beforeReload}\n(after the reload)\n${afterReload}\n(now)\n${await replicationState(b, ID)}`);
    if (final.description !== A.description) await explainLostPush(b, bCard, () => serverListingWhen(ID, (d) => d.description === A.description));
    expect(final).toMatchObject({ title: A.title, description: A.description, telephone: B.telephone, status: 'pending', rejectionReason: null, _deleted: false });
    await expect.poll(() => bCard.getByTestId('conflict-notice').count()).toBe(0);

    // Device A ends with the server's result, pulled while it stays on My Listings: A's
    // description again, and B's telephone (the dialog reads the device's copy).
    await card(a.page, A.title).getByText(A.description).waitFor({ timeout: 60_000 });
    expect(await shownFields(a.page, ID, ['Title', 'Description', 'Telephone'])).toEqual({ Title: A.title, Description: A.description, Telephone: B.telephone });
  });
});
