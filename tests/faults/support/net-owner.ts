// An owner's listing edits through the real My Listings dialog, and the server's copy of their
// listings read with the Admin SDK (for tests/faults/owner-push-cut.test.ts).
import type { Page, Route } from 'playwright-core';
import type { FaultProxy } from './fault-proxy';
import { adminDb } from '../../e2e/support/browser';

export type ServerListing = Record<string, unknown> & {
  id: string;
  title: string;
  description: string;
  address: string;
  createdAt: number;
  updatedAt: number;
  status: string;
  _deleted: boolean;
  serverTimestamp: { toMillis(): number };
};

/** Every listing of `ownerId` on the server, tombstones included. */
export async function serverListings(ownerId: string): Promise<ServerListing[]> {
  const snap = await adminDb().collection('listings').where('ownerId', '==', ownerId).get();
  return snap.docs.map((d) => ({ ...d.data(), id: d.id }) as ServerListing);
}

const dialog = (page: Page) => page.getByRole('dialog');

export const ownerCard = (page: Page, title: string) =>
  page.getByTestId('owner-listing').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function save(page: Page, button: 'Submit for Review' | 'Save Changes') {
  await dialog(page).getByRole('button', { name: button }).click();
  await dialog(page).waitFor({ state: 'detached', timeout: 15_000 });
}

/** Creates a listing through "Add Listing" (the dashboard must be open). */
export async function createThroughDialog(page: Page, listing: { title: string; description: string; address: string }) {
  await page.getByRole('link', { name: 'Add Listing' }).first().click();
  const d = dialog(page);
  await d.getByRole('heading', { name: 'Create New Listing' }).waitFor();
  await d.getByLabel(/^Title/).fill(listing.title);
  await d.getByLabel(/^Business name/).fill(`${listing.title} Ltd`);
  await d.getByLabel(/^Description/).fill(listing.description);
  await d.getByLabel(/^Address/).fill(listing.address);
  await d.getByLabel(/^City/).fill('Portland');
  await d.getByLabel(/^Category/).selectOption('Restaurant');
  await save(page, 'Submit for Review');
  await ownerCard(page, listing.title).waitFor();
}

/** Changes some fields of a listing through its card's Edit link (the dashboard must be open). */
export async function editThroughDialog(page: Page, title: string, change: { description?: string; address?: string }) {
  await ownerCard(page, title).getByRole('link', { name: /^Edit/ }).click();
  const d = dialog(page);
  await d.getByRole('heading', { name: 'Edit Your Listing' }).waitFor();
  if (change.description !== undefined) await d.getByLabel(/^Description/).fill(change.description);
  if (change.address !== undefined) await d.getByLabel(/^Address/).fill(change.address);
  await save(page, 'Save Changes');
}

/** The listing titles a Firestore write request of the page carries. */
function listingTitles(url: string, postData: string | null): string[] {
  let body = postData ?? '';
  if (url.includes('/Write/')) body = decodeURIComponent(body);
  // One chunk per written document: the listing's name, then its fields in any order.
  return body
    .split(/"name":"projects\/[^"]+\/documents\//)
    .filter((chunk) => chunk.startsWith('listings/'))
    .map((chunk) => /"title":\{"stringValue":"([^"]+)"/.exec(chunk)?.[1])
    .filter((t): t is string => !!t);
}

const isWrite = (url: URL, port: number) => url.port === String(port) && (url.pathname.includes('/Write/') || url.pathname.endsWith('documents:commit'));

/**
 * Cuts `port` at the proxy the moment the page is about to send the first write carrying
 * `title`: the request is held (page.route) until the cut is in, so it is dropped, not raced.
 * Resolves once it has cut; the route is removed then.
 */
export async function cutWhenCarrying(page: Page, proxy: FaultProxy, port: number, title: string, timeoutMs = 90_000): Promise<() => Promise<void>> {
  let fire: () => void = () => undefined;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  const matcher = (url: URL) => isWrite(url, port);
  const handler = async (route: Route) => {
    const request = route.request();
    if (request.method() === 'POST' && listingTitles(request.url(), request.postData()).includes(title)) {
      proxy.cut(port);
      fire();
    }
    await route.fallback();
  };
  await page.route(matcher, handler);
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no Firestore write carried "${title}" in ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([fired, late]);
    } finally {
      clearTimeout(timer);
      await page.unroute(matcher, handler);
    }
  };
}

/**
 * Records the page's Firestore commits of listings, as the titles each carries. The listings
 * push is a transaction, sent as `documents:commit` (JSON); writes on the Write stream
 * (`/Write/channel`, URL-encoded) are read too, so the watch does not depend on which way the
 * SDK sends them.
 */
export function watchCommits(page: Page, firestorePort: number) {
  const commits: string[][] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !isWrite(new URL(request.url()), firestorePort)) return;
    const titles = listingTitles(request.url(), request.postData());
    if (titles.length) commits.push(titles);
  });
  return { commits };
}
