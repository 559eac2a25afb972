// Storage pressure for the storage-full case: Chromium's own quota clamped through the DevTools
// protocol (IndexedDB and the service worker's cache count against it), and a burst of approved
// listings arriving in the catalogue, which the pull then delivers to the device.
import type { CDPSession, Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { prng } from '../../../scripts/lib/prng.mjs';
import { adminDb, BASE_URL } from '../../e2e/support/browser';
import { toCatalogEntry } from '../../support/functions-code';

export const ORIGIN = new URL(BASE_URL).origin;

export interface Usage {
  usage: number;
  quota: number;
  overrideActive: boolean;
}

export async function usageOf(cdp: CDPSession): Promise<Usage> {
  const { usage, quota, overrideActive } = await cdp.send('Storage.getUsageAndQuota', { origin: ORIGIN });
  return { usage, quota, overrideActive };
}

/**
 * Chromium's IndexedDB keeps the free space it last asked the quota manager for and lets writes
 * use it for up to 30 s without asking again (BucketContext::kBucketSpaceCacheTimeLimit): a
 * write soon after the clamp may still see the room from before it.
 */
export const QUOTA_CACHE_MS = 31_000;

/**
 * Leaves the origin `headroom` bytes above what it uses now. `settled()` resolves once writes
 * are sure to be judged by the new quota (QUOTA_CACHE_MS after the clamp).
 */
export async function clampQuota(page: Page, headroom: number): Promise<{ cdp: CDPSession; before: Usage; after: Usage; settled: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  const before = await usageOf(cdp);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: ORIGIN, quotaSize: before.usage + headroom });
  const at = Date.now();
  const settled = () => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at + QUOTA_CACHE_MS - Date.now())));
  return { cdp, before, after: await usageOf(cdp), settled };
}

/** Without a size the override is lifted: the device has room again. */
export async function releaseQuota(cdp: CDPSession) {
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: ORIGIN });
}

const OWNER = 'demo-owner-2';
const OWNER_NAME = 'Pressure Test Owner';
const CITIES = ['Portland', 'Seattle', 'Austin', 'Denver'];
/**
 * About 30 KB of made-up words that do not compress: Chromium may compress what IndexedDB
 * stores, and a repeated sentence shrank the arrivals enough to fit the headroom on some runs.
 */
function filler(n: number): string {
  const next = prng(1000 + n);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const word = () => Array.from({ length: 3 + Math.floor(next() * 7) }, () => letters[Math.floor(next() * 26)]).join('');
  const words: string[] = [];
  for (let length = 0; length < 30_000; length += words.at(-1)!.length + 1) words.push(word());
  return `Tasting menu at stop ${n}: ${words.join(' ')}.`;
}

/**
 * `count` approved listings arriving in the catalogue, each entry exactly as the projection
 * function makes it from its listing. Written straight to the catalogue: through `listings`
 * every arrival and every removal costs two trigger runs, which the emulator works through about
 * one at a time (minutes for 30 of them), and the projection has cases of its own.
 */
export async function arriveListings(run: string, count: number): Promise<string[]> {
  const db = adminDb();
  const ids = Array.from({ length: count }, (_, n) => `quota-${run}-${String(n).padStart(3, '0')}`);
  const batch = db.batch();
  for (const [n, id] of ids.entries()) {
    const listing = {
      title: `Pressure Test Bistro ${run} ${n}`,
      businessName: `Pressure Test Bistro ${n}`,
      description: filler(n),
      address: `${100 + n} Quota Street`,
      city: CITIES[n % CITIES.length],
      category: 'Restaurant',
      images: [],
      specialOffers: [],
      rating: 0,
      reviewCount: 0,
      ownerId: OWNER,
      status: 'approved',
      createdAt: Date.now(),
    };
    const entry = toCatalogEntry(listing, OWNER_NAME, null);
    batch.set(db.doc(`catalog/${id}`), { ...entry, updatedAt: Date.now(), _deleted: false, serverTimestamp: FieldValue.serverTimestamp() });
  }
  await batch.commit();
  return ids;
}

/** How many of `ids` the catalogue holds as live entries. */
export async function publishedCount(ids: string[]): Promise<number> {
  const refs = ids.map((id) => adminDb().doc(`catalog/${id}`));
  const snaps = await adminDb().getAll(...refs);
  return snaps.filter((s) => s.exists && s.get('_deleted') === false).length;
}

/**
 * Takes the arrivals away again, so the cases after this one see a catalogue of the demo's size
 * (a new install's load under a flapping link has to fit in the gaps).
 */
export async function removeArrivals(ids: string[]): Promise<void> {
  const db = adminDb();
  const batch = db.batch();
  for (const id of ids) batch.delete(db.doc(`catalog/${id}`));
  await batch.commit();
}
