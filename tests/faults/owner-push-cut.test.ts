// Fault: Firestore goes away while an owner's 20 offline edits are being pushed, then comes back.
// The owner makes the edits offline through the real dialog (8 new listings, 4 listings that
// were on the server edited twice, 4 of the new ones edited again), goes online, and the fault
// proxy cuts the Firestore port as the push's last batch leaves the browser (in-flight
// requests dropped, new ones refused) for several seconds. Asserted on the server: every listing
// once, with every edit in it (an edit that was followed by another of other fields is kept, the
// later value of a field wins), nothing else created, and pushes in the order of the local
// writes (RxDB sends a document's newest state, oldest change first, one batch after another).
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, newPhone, visitAndSync } from '../e2e/support/browser';
import { signInAs } from '../e2e/support/auth';
import { ownerWithPlan, seedListing } from '../e2e/support/people';
import { eventually } from '../support/eventually';
import { expectToHold } from '../support/holds';
import { startForwardProxy, type FaultProxy } from './support/fault-proxy';
import { launchThroughProxy, STACK_PORTS } from './support/stack';
import { createThroughDialog, cutWhenCarrying, editThroughDialog, watchCommits, ownerCard, serverListings, type ServerListing } from './support/net-owner';

const RUN = Date.now().toString(36);
const CUT_MS = 6000;
const seededTitles = [1, 2, 3, 4].map((i) => `Cut Seeded ${i} ${RUN}`);
const newTitles = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => `Cut New ${i} ${RUN}`);

let proxy: FaultProxy;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let owner: { uid: string; email: string; password: string };
let seededIds: string[];

beforeAll(async () => {
  proxy = await startForwardProxy();
  browser = await launchThroughProxy(proxy.port);
  // An owner of this test's own (a plan that has not ended): the demo owner's listings are
  // other cases' ground, and this one adds a dozen.
  owner = await ownerWithPlan('Push Cut Owner', 'Gold');
  seededIds = [];
  for (const title of seededTitles) seededIds.push(await seedListing(owner.uid, title, 'pending'));
  context = await newPhone(browser);
  page = await context.newPage();
  await visitAndSync(page, '/');
  await signInAs(page, owner);
  await page.goto(BASE_URL + '/user-dashboard/listings');
  for (const title of seededTitles) await ownerCard(page, title).waitFor({ timeout: 60_000 });
});
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
});

describe('Firestore cut while an owner pushes 20 offline edits', () => {
  it('ends with every edit on the server exactly once, in order, and "Waiting to sync" cleared', async () => {
    const before = await serverListings(owner.uid);
    expect(before).toHaveLength(4);

    // 20 edits, offline. Local order of the last write per listing: new 5-8, seeded 1-4, new 1-4.
    await context.setOffline(true);
    for (const [i, title] of seededTitles.entries()) await editThroughDialog(page, title, { description: `Seeded ${i + 1}: first edit, a new menu.` });
    for (const [i, title] of newTitles.entries()) {
      await createThroughDialog(page, { title, description: `New ${i + 1}: as created.`, address: `${i + 1} Cut Street` });
    }
    for (const [i, title] of seededTitles.entries()) await editThroughDialog(page, title, { address: `${i + 1} Second Edit Road` });
    for (const [i, title] of newTitles.slice(0, 4).entries()) await editThroughDialog(page, title, { description: `New ${i + 1}: edited after creation.` });
    await expect.poll(() => page.getByTestId('waiting-to-sync').count()).toBe(12);
    expect(await serverListings(owner.uid)).toEqual(before);

    // Online. RxDB pushes the newest state of each listing, oldest write first, 9 a batch: the
    // last batch carries new listings 2-4. The cut lands as that batch leaves the browser, so the
    // server holds the earlier batches and not the rest.
    const watch = watchCommits(page, STACK_PORTS.firestore);
    const cut = await cutWhenCarrying(page, proxy, STACK_PORTS.firestore, newTitles[1]);
    await context.setOffline(false);
    await cut();
    const cutAt = Date.now();
    const atCut = await serverListings(owner.uid);
    await new Promise((r) => setTimeout(r, CUT_MS));
    // While cut the push cannot have finished: the device still waits.
    expect(await page.getByTestId('waiting-to-sync').count()).toBeGreaterThan(0);
    proxy.restore(STACK_PORTS.firestore);
    console.log(`[faults] Firestore cut ${Date.now() - cutAt} ms mid-push; ${proxy.dropped.get(STACK_PORTS.firestore) ?? 0} requests dropped or refused; ` +
      `${atCut.filter((l) => !seededIds.includes(l.id)).length} new listings on the server at the cut`);
    console.log(`[faults] commits sent (listings each): ${watch.commits.map((c) => c.length).join(', ')}`);
    expect(proxy.dropped.get(STACK_PORTS.firestore) ?? 0).toBeGreaterThan(0);
    // Cut mid-push: the earlier batches were on the server, the last one was not.
    const newAtCut = atCut.filter((l) => !seededIds.includes(l.id)).length;
    expect(newAtCut).toBeGreaterThan(0);
    expect(newAtCut).toBeLessThan(8);

    const done = (all: ServerListing[]) => all.length === 12 && all.every((l) => l.updatedAt >= 0) && newTitles.every((t) => all.some((l) => l.title === t)) &&
      all.filter((l) => seededIds.includes(l.id)).every((l) => String(l.address).includes('Second Edit')) &&
      all.filter((l) => l.title === newTitles[0] || l.title === newTitles[3]).every((l) => String(l.description).includes('edited after'));
    const after = await eventually(() => serverListings(owner.uid), done, 90_000, 500);

    // Every listing once: the 4 seeded under their ids, each new title once, nothing else.
    expect(after).toHaveLength(12);
    expect(after.filter((l) => seededIds.includes(l.id))).toHaveLength(4);
    for (const title of newTitles) expect(after.filter((l) => l.title === title), title).toHaveLength(1);
    expect(after.every((l) => l._deleted === false && l.status === 'pending')).toBe(true);
    const byTitle = (t: string) => after.find((l) => l.title === t)!;
    // No edit lost: both edits of a seeded listing are in it (they changed different fields)…
    for (const [i, t] of seededTitles.entries()) {
      expect(byTitle(t)).toMatchObject({ description: `Seeded ${i + 1}: first edit, a new menu.`, address: `${i + 1} Second Edit Road` });
    }
    // …and a field changed twice holds the later value.
    for (const [i, t] of newTitles.entries()) {
      expect(byTitle(t)).toMatchObject({ description: i < 4 ? `New ${i + 1}: edited after creation.` : `New ${i + 1}: as created.`, address: `${i + 1} Cut Street` });
    }
    // In order: along the local order of each listing's last write (its updatedAt, stamped on
    // the device), the server's commit times never go backwards.
    const localOrder = [...newTitles.slice(4), ...seededTitles, ...newTitles.slice(0, 4)].map(byTitle);
    const stamps = localOrder.map((l) => l.updatedAt);
    expect([...stamps].sort((a, b) => a - b)).toEqual(stamps);
    const committed = localOrder.map((l) => l.serverTimestamp.toMillis());
    expect([...committed].sort((a, b) => a - b)).toEqual(committed);
    // New listings keep the creation time the device gave them (a re-sent create would not change it, a second create would be a 13th doc).
    for (const t of newTitles) expect(byTitle(t).createdAt).toBeLessThanOrEqual(byTitle(t).updatedAt);

    // The screen: nothing waits any more, and it stays so.
    await expect.poll(() => page.getByTestId('waiting-to-sync').count(), { timeout: 60_000 }).toBe(0);
    await expectToHold('twelve listings on the server', () => serverListings(owner.uid).then((l) => l.length), (n) => n === 12, 3000);
  });
});
