// Storage pressure for the storage-full case: Chromium's own quota clamped through the DevTools
// protocol (IndexedDB and the service worker's cache count against it), and a burst of approved
// listings that the catalogue projection and the pull then deliver to the device.
import type { CDPSession, Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, BASE_URL } from '../../e2e/support/browser';

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

/** Leaves the origin `headroom` bytes above what it uses now. */
export async function clampQuota(page: Page, headroom: number): Promise<{ cdp: CDPSession; before: Usage; after: Usage }> {
  const cdp = await page.context().newCDPSession(page);
  const before = await usageOf(cdp);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: ORIGIN, quotaSize: before.usage + headroom });
  return { cdp, before, after: await usageOf(cdp) };
}

/** Without a size the override is lifted: the device has room again. */
export async function releaseQuota(cdp: CDPSession) {
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: ORIGIN });
}

const OWNER = 'demo-owner-2';
const CITIES = ['Portland', 'Seattle', 'Austin', 'Denver'];
const filler = (n: number) =>
  Array.from({ length: 80 }, (_, i) => `Course ${i + 1} of the tasting menu at stop ${n} changes with the season.`).join(' ');

/** `count` approved listings written as an admin would (the projection function copies them to the catalogue). */
export async function arriveListings(run: string, count: number): Promise<string[]> {
  const db = adminDb();
  const ids = Array.from({ length: count }, (_, n) => `quota-${run}-${String(n).padStart(3, '0')}`);
  for (let start = 0; start < ids.length; start += 200) {
    const batch = db.batch();
    for (const [k, id] of ids.slice(start, start + 200).entries()) {
      const n = start + k;
      batch.set(db.doc(`listings/${id}`), {
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
        rejectionReason: null,
        createdAt: Date.now(),
        updatedAt: Date.now(),
        _deleted: false,
        serverTimestamp: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
  }
  return ids;
}

/** How many of `ids` the projection has published to the catalogue so far. */
export async function publishedCount(ids: string[]): Promise<number> {
  const refs = ids.map((id) => adminDb().doc(`catalog/${id}`));
  const snaps = await adminDb().getAll(...refs);
  return snaps.filter((s) => s.exists && s.get('_deleted') === false).length;
}
