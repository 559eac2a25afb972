// A visitor's true first visit (a fresh browser, no local database: the catalogue comes from the
// published snapshot plus a pull of what changed since) keeps /listings open while an admin
// approves a listing, and later removes one: each reaches the open page within seconds, with no
// reload, navigation, focus event or tap to nudge the sync. The pages only wait, as a visitor
// would, for their background sync to start and finish its first pull (a first visit holds it
// back until the page is quiet, src/lib/cold-start.ts). Two visitors each time: one whose
// catalogue download lands before its sync starts, and one on a slower connection whose download
// lands after, when the Firestore connection is already open, so the catalogue listener's first
// answer usually comes before the replication listens or pulls (docs/sync.md).
import { afterAll, beforeAll, describe, expect, it } from '../support/suite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CallableStack, storedListing, type TestUser } from '../support/callables';
import { PROJECT_ID } from '../support/emulator';
import { eventually } from '../support/eventually';
import { BASE_URL, launch, newPhone } from './support/browser';

const RUN = Date.now().toString(36);
const SNAPSHOT_URL = `http://127.0.0.1:${5001 + Number(process.env.FORKFUL_PORT_OFFSET || 0)}/${PROJECT_ID}/us-central1/catalogSnapshot`;
/** From the catalogue entry's write to the open page: a live update, not a next visit. */
const LIVE_MS = 10_000;
/** The slow download lands SETTLE_MS after the sync opened its Firestore connection. */
const SETTLE_MS = 1_500;
/** At the latest: the app gives up on a download whose answer has not started in 10 s. */
const HOLD_MS = 8_500;
const V0 = 1_790_000_000_000;

let stack: CallableStack;
let owner: TestUser;
let browser: Browser;
const contexts: BrowserContext[] = [];

interface Diagnostic {
  preparedFrom?: string;
  pulls: number;
}
type Visit = 'download first' | 'download after the sync started';
const VISITS: Visit[] = ['download first', 'download after the sync started'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const catalogEntry = (id: string) => async () => (await stack.db.doc(`catalog/${id}`).get()).data();
const syncDiagnostics = (page: Page) =>
  page.evaluate(() => (window as unknown as { __forkfulSync?: Record<string, Diagnostic> }).__forkfulSync ?? null);

/** A listing as an owner's submission (pending) or already public, with its catalogue entry written. */
async function listing(title: string, status: 'pending' | 'approved') {
  const ref = stack.db.collection('listings').doc();
  await ref.set(storedListing(owner.uid, { title, status, updatedAt: V0 }));
  // A pending listing gets no catalogue entry; a public one's must be written before any page opens.
  if (status === 'approved') expect(await eventually(catalogEntry(ref.id), (d) => d?._deleted === false)).toMatchObject({ _deleted: false, title });
  return ref.id;
}

/**
 * A fresh browser context opens /listings searching for `q` and stays there. Resolves once its
 * first sync is done (the page's own record of it), having done nothing a sync would notice:
 * no reload, navigation, focus or input.
 */
async function firstVisit(q: string, visit: Visit): Promise<Page> {
  const context = await newPhone(browser);
  contexts.push(context);
  const page = await context.newPage();
  if (visit === 'download after the sync started') {
    // Held until another public collection has pulled from Firestore (the connection is open), and a moment more.
    await context.route(
      (url) => url.href.startsWith(SNAPSHOT_URL),
      async (route) => {
        const until = Date.now() + HOLD_MS;
        while (Date.now() < until) {
          const sync = await syncDiagnostics(page).catch(() => null);
          if (sync && Object.entries(sync).some(([name, d]) => name !== 'catalog' && d.pulls > 0)) break;
          await sleep(100);
        }
        await sleep(Math.min(SETTLE_MS, until - Date.now()));
        await route.continue();
      },
    );
  }
  await page.goto(`${BASE_URL}/listings?q=${encodeURIComponent(q)}`);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.waitForFunction(() => localStorage.getItem('forkful:synced:catalog') === '1', null, { timeout: 60_000 });
  // A new install: the snapshot, not a database from an earlier visit.
  expect((await syncDiagnostics(page))?.catalog?.preparedFrom, visit).toBe('downloaded');
  return page;
}

/** Every visitor's page shows the change within LIVE_MS, still the document it loaded. */
async function allSee(pages: Page[], change: (page: Page) => Promise<unknown>) {
  const seen = await Promise.allSettled(pages.map(change));
  const missed = seen.flatMap((result, i) =>
    result.status === 'rejected' ? [`${VISITS[i]}: ${(result.reason as Error).message.split('\n')[0]}`] : [],
  );
  expect(missed).toEqual([]);
  for (const [i, page] of pages.entries()) {
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), VISITS[i]).toBe(true);
  }
}

beforeAll(async () => {
  stack = new CallableStack('first-visit-live');
  owner = await stack.createUser('first-visit-owner', { profile: { fullName: 'Fiona First' } });
  const admin = await stack.createUser('first-visit-admin', { admin: true, profile: null });
  await stack.signIn(admin);
  browser = await launch();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await stack?.close();
});

describe('a first visit stays live', () => {
  it('shows a listing the admin approves after the page loaded, within seconds and without a reload', async () => {
    const title = `First Light Bakery ${RUN}`;
    const id = await listing(title, 'pending');
    const pages = await Promise.all(VISITS.map((visit) => firstVisit(title, visit)));
    for (const page of pages) await page.getByText('No places found matching your criteria.').waitFor({ timeout: 30_000 });

    await stack.call('moderateListing', { listingId: id, action: 'approve', expectedUpdatedAt: V0 });
    expect(await eventually(catalogEntry(id), (d) => d?._deleted === false)).toMatchObject({ _deleted: false, title });

    await allSee(pages, (page) => page.locator(`a[href="/listing/${id}"]`).waitFor({ timeout: LIVE_MS }));
  });

  it('drops a listing the admin removes after the page loaded, within seconds and without a reload', async () => {
    const title = `Last Call Noodles ${RUN}`;
    const id = await listing(title, 'approved');
    const pages = await Promise.all(VISITS.map((visit) => firstVisit(title, visit)));
    for (const page of pages) await page.locator(`a[href="/listing/${id}"]`).waitFor({ timeout: 30_000 });

    await stack.call('deleteListingAsAdmin', { listingId: id });
    expect(await eventually(catalogEntry(id), (d) => d?._deleted === true)).toMatchObject({ _deleted: true });

    await allSee(pages, (page) => page.locator(`a[href="/listing/${id}"]`).waitFor({ state: 'detached', timeout: LIVE_MS }));
  });
});
