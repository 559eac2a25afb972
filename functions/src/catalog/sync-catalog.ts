// Keeps catalog/{id} (the public, replicated projection) in step with listings/{id}, with
// what the owner's plan includes and with the listing's booking rules.
import { onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { FieldPath } from 'firebase-admin/firestore';
import { effectivePlan } from '../common/plan-features.js';
import { toBookingRules } from '../common/booking-rules.js';
import { db, FieldValue, SERVER_TS } from '../shared.js';
import { isPublic, sameEntry, toCatalogEntry, type ListingData } from './projection.js';

/**
 * Re-reads the listing (and its owner) inside a transaction instead of trusting the event
 * payload, so triggers that run out of order (approve, then back to pending; suspend, then
 * an edit; a plan change racing an edit) still converge. An entry that would come out the same
 * is not rewritten (devices pull by serverTimestamp, so a repeat run costs them nothing) unless
 * `always`: a write to the listing itself re-stamps its entry, as the seed's "projected since"
 * wait expects. `now` decides whether the owner's plan has ended, swept or not.
 */
export async function reprojectListing(
  listingId: string,
  { now = Date.now(), always = false }: { now?: number; always?: boolean } = {},
): Promise<'upserted' | 'tombstoned' | 'unchanged'> {
  return db.runTransaction(async (tx) => {
    const listingRef = db.collection('listings').doc(listingId);
    const catalogRef = db.collection('catalog').doc(listingId);
    const [listingSnap, catalogSnap] = await Promise.all([tx.get(listingRef), tx.get(catalogRef)]);
    const listing = listingSnap.data() as ListingData | undefined;
    const ownerId = typeof listing?.ownerId === 'string' ? listing.ownerId : '';
    const [ownerSnap, rulesSnap] = ownerId && isPublic(listing) ? await Promise.all([tx.get(db.collection('profiles').doc(ownerId)), tx.get(db.collection('bookingRules').doc(listingId))]) : [];
    const owner = ownerSnap?.data();
    if (isPublic(listing, owner)) {
      const ownerName = typeof owner?.fullName === 'string' ? owner.fullName : '';
      const entry = toCatalogEntry(listing, ownerName, effectivePlan(owner, now), toBookingRules(rulesSnap?.data()));
      if (!always && sameEntry(catalogSnap.data(), entry)) return 'unchanged';
      tx.set(catalogRef, { ...entry, updatedAt: Date.now(), _deleted: false, [SERVER_TS]: FieldValue.serverTimestamp() });
      return 'upserted';
    }
    if (catalogSnap.exists && catalogSnap.get('_deleted') !== true) {
      tx.set(catalogRef, { _deleted: true, updatedAt: Date.now(), [SERVER_TS]: FieldValue.serverTimestamp() }, { merge: true });
      return 'tombstoned';
    }
    return 'unchanged';
  });
}

export const projectListing = onDocumentWritten('listings/{listingId}', async (event) => {
  await reprojectListing(event.params.listingId, { always: true });
});

/** Listings read per page when an owner's listings are re-projected. */
export const REPROJECT_PAGE = 100;

/**
 * Re-projects every listing of an owner (every status: reprojectListing decides), a page at a
 * time so an owner with thousands of listings never holds them all in memory; each listing is
 * its own idempotent transaction, so a retried or repeated run only rewrites what changed.
 */
export async function reprojectListingsOf(uid: string, now = Date.now(), pageSize = REPROJECT_PAGE) {
  const counts = { upserted: 0, tombstoned: 0, unchanged: 0 };
  const query = db.collection('listings').where('ownerId', '==', uid).orderBy(FieldPath.documentId()).select().limit(pageSize);
  let page = await query.get();
  while (!page.empty) {
    for (const listing of page.docs) counts[await reprojectListing(listing.id, { now })] += 1;
    if (page.size < pageSize) break;
    page = await query.startAfter(page.docs[page.docs.length - 1]).get();
  }
  return counts;
}

/** The profile fields a catalogue entry depends on: the name it shows, suspension, the plan. */
const PROJECTED = ['fullName', 'status', 'package', 'packageExpiresAt'] as const;

/**
 * When an owner renames themselves, is suspended or re-activated, or their plan starts,
 * changes or ends (admin chooser, checkout, Basic activation, the expiry sweep), all their
 * listings are re-projected, so the change reaches every device.
 */
export const reprojectOwnerListings = onDocumentUpdated('profiles/{uid}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (PROJECTED.every((key) => before?.[key] === after?.[key])) return;
  await reprojectListingsOf(event.params.uid);
});
