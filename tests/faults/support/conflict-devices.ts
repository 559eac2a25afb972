// Two devices of the demo owner for the conflict case: each a browser context of its own (its
// own IndexedDB, service worker and network switch), signed in and synced, editing a listing
// through the real dialog.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, BASE_URL, captureConsole, expectToast, visitAndSync } from '../../e2e/support/browser';
import { signInAs } from '../../e2e/support/auth';
import { eventually } from '../../support/eventually';

export const OWNER_UID = 'demo-owner';

export interface Device {
  name: string;
  context: BrowserContext;
  page: Page;
}

/** An approved listing of the demo owner's of its own, so no other case shares it. */
export async function cloneOwnerListing(id: string, title: string): Promise<void> {
  const snap = await adminDb().collection('listings').where('ownerId', '==', OWNER_UID).where('status', '==', 'approved').limit(1).get();
  if (snap.empty) throw new Error('The seed gives the demo owner no approved listing');
  const now = Date.now();
  // No 'id' field: the rules refuse keys a listing does not have, and the owner's push would fail.
  const data = snap.docs[0].data();
  delete data.id;
  await adminDb()
    .doc(`listings/${id}`)
    .set({ ...data, title, rating: 0, reviewCount: 0, createdAt: now, updatedAt: now, _deleted: false, serverTimestamp: FieldValue.serverTimestamp() });
}

export const serverListing = async (id: string) => (await adminDb().doc(`listings/${id}`).get()).data() ?? {};

/** Polls the server's copy until `ok` (60 s), returning the last read either way. */
export const serverListingWhen = (id: string, ok: (d: Record<string, unknown>) => boolean) => eventually(() => serverListing(id), ok, 60_000, 500);

/** A device signed in as the demo owner, with `title` pulled into My Listings. */
export async function openDevice(browser: Browser, name: string, viewport: { width: number; height: number }, title: string): Promise<Device> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'allow' });
  const page = await context.newPage();
  // The app's own warnings and errors (a refused push, a replication error): what a failure needs.
  captureConsole(page, { echo: name });
  await visitAndSync(page, '/');
  await signInAs(page, 'owner');
  await page.goto(BASE_URL + '/user-dashboard/listings');
  await card(page, title).waitFor({ timeout: 60_000 });
  return { name, context, page };
}

export const card = (page: Page, title: string) =>
  page.getByTestId('owner-listing').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Opens the listing's edit dialog (offline too: the service worker serves the app). */
export async function openEditor(page: Page, id: string) {
  await page.goto(BASE_URL + `/user-dashboard/listings/${id}/edit`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Edit Your Listing' }).waitFor({ timeout: 30_000 });
  return dialog;
}

/** Types the given fields (by label) into the edit dialog and saves: a local write. */
export async function editListing(page: Page, id: string, fields: Record<string, string>) {
  const dialog = await openEditor(page, id);
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(new RegExp(`^${label}`)).fill(value);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 're-approval'); // saved
  await page.waitForURL((url) => url.pathname === '/user-dashboard/listings', { timeout: 30_000 });
}

/** What the device's edit dialog shows for these labels (its local copy of the listing). */
export async function shownFields(page: Page, id: string, labels: string[]): Promise<Record<string, string>> {
  const dialog = await openEditor(page, id);
  const out: Record<string, string> = {};
  for (const label of labels) out[label] = await dialog.getByLabel(new RegExp(`^${label}`)).inputValue();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  return out;
}

/**
 * Screenshots for a person to look at, at a phone's and a desktop's size, only when
 * FORKFUL_FAULT_SHOTS names a folder. `focus` is scrolled into view first.
 */
export async function shoot(page: Page, name: string, focus?: Locator) {
  const dir = process.env.FORKFUL_FAULT_SHOTS;
  if (!dir) return;
  const before = page.viewportSize();
  for (const [size, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]] as const) {
    await page.setViewportSize(viewport);
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-${size}.png` });
  }
  if (before) await page.setViewportSize(before);
}

/**
 * Says what a device showed when its edit did not reach the server in time (its toasts and the
 * card), and whether the edit arrives after one more reload: printed for whoever reads the failure.
 */
export async function explainLostPush(device: Device, listingCard: Locator, arrived: () => Promise<Record<string, unknown>>) {
  console.log(`[${device.name}] toasts and statuses:`, await device.page.locator('[role=status],[role=alert]').allInnerTexts());
  console.log(`[${device.name}] card:`, await listingCard.innerText().catch((error: unknown) => String(error)));
  // A pushing replication starts only in the tab that holds the leader lock (RxDB's leader election).
  console.log(`[${device.name}] web locks:`, JSON.stringify(await device.page.evaluate(() => navigator.locks?.query()).catch((error: unknown) => String(error))));
  await device.page.reload();
  console.log(`[${device.name}] server description after another reload:`, (await arrived()).description);
}

/**
 * The device's RxDB records of a listing, read straight from IndexedDB: its copy, and the
 * replication's assumed server state (the base of the next push's conflict check). Printed when
 * a push is lost, so the failure says which base the device held.
 */
export async function replicationState(device: Device, id: string): Promise<string> {
  const rows = await device.page
    .evaluate(async (docId) => {
      const out: string[] = [];
      const dbs = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('rxdb-dexie-') && (n.includes('mylistings') || n.includes('rx-replication-meta')));
      for (const name of dbs) {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const req = indexedDB.open(name);
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        if (!db.objectStoreNames.contains('docs')) continue;
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const req = db.transaction('docs').objectStore('docs').getAll();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        for (const row of all) {
          const text = JSON.stringify(row);
          if (!text.includes(docId)) continue;
          const r = row as Record<string, unknown> & { data?: Record<string, unknown> };
          const d = (r.data ?? r) as Record<string, unknown>;
          out.push(
            `${name.replace(/^rxdb-dexie-/, '')} ${String(r.id ?? r.itemId ?? d.id)} rev=${String(r._rev)} resolved=${String(r.isResolvedConflict ?? '')} desc=${String(d.description).slice(0, 24)} tel=${String(d.telephone)} updatedAt=${String(d.updatedAt)}`,
          );
        }
        db.close();
      }
      return out;
    }, id)
    .catch((error: unknown) => [String(error)]);
  return `[${device.name}] replication state of ${id}:\n  ${rows.join('\n  ')}`;
}
