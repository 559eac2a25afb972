// Keeps catalog/{id} (the public, replicated projection) in step with listings/{id}.
import { onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db, FieldValue, SERVER_TS } from '../shared.js';
import { isPublic, toCatalogEntry, type ListingData } from './projection.js';

/**
 * Re-reads the listing (and its owner) inside a transaction instead of trusting the event
 * payload, so triggers that run out of order (approve, then back to pending; suspend, then
 * an edit) still converge.
 */
export async function reprojectListing(listingId: string): Promise<'upserted' | 'tombstoned' | 'unchanged'> {
  return db.runTransaction(async (tx) => {
    const listingRef = db.collection('listings').doc(listingId);
    const catalogRef = db.collection('catalog').doc(listingId);
    const [listingSnap, catalogSnap] = await Promise.all([tx.get(listingRef), tx.get(catalogRef)]);
    const listing = listingSnap.data() as ListingData | undefined;
    const ownerId = typeof listing?.ownerId === 'string' ? listing.ownerId : '';
    const owner = ownerId && isPublic(listing) ? (await tx.get(db.collection('profiles').doc(ownerId))).data() : undefined;
    if (isPublic(listing, owner)) {
      const ownerName = typeof owner?.fullName === 'string' ? owner.fullName : '';
      tx.set(catalogRef, { ...toCatalogEntry(listing, ownerName), _deleted: false, [SERVER_TS]: FieldValue.serverTimestamp() });
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
  await reprojectListing(event.params.listingId);
});

/**
 * The catalog shows the owner's name and only active owners' listings: when an owner renames
 * themselves or is suspended or re-activated, all their listings are re-projected (every
 * status: reprojectListing decides), so the change reaches every device.
 */
export const reprojectOwnerListings = onDocumentUpdated('profiles/{uid}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (before?.fullName === after?.fullName && before?.status === after?.status) return;
  const listings = await db.collection('listings').where('ownerId', '==', event.params.uid).get();
  for (const listing of listings.docs) await reprojectListing(listing.id);
});
