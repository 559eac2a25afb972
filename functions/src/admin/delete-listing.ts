// deleteListingAsAdmin: a tombstone, so the deletion reaches every device (and the catalog
// projection removes the listing from the public catalogue).
import { HttpsError } from 'firebase-functions/v2/https';
import { db, nextVersion, replicatedFields, versionOf } from '../shared.js';
import { writeAudit } from './audit.js';
import { adminCallable } from './guard.js';
import { asRecord, docId, onlyKeys } from './input.js';

export interface DeleteListingResponse {
  listingId: string;
  updatedAt: number;
}

export const deleteListingAsAdmin = adminCallable<DeleteListingResponse>(async (data, caller) => {
  const req = asRecord(data);
  onlyKeys(req, ['listingId'], 'request');
  const listingId = docId(req.listingId, 'listing');
  return db.runTransaction(async (tx) => {
    const ref = db.collection('listings').doc(listingId);
    const listing = (await tx.get(ref)).data();
    if (!listing) throw new HttpsError('not-found', 'This listing no longer exists.');
    // Already deleted: nothing to change, nothing to audit.
    if (listing._deleted === true) return { listingId, updatedAt: versionOf(listing) };
    const fields = { ...replicatedFields(true), updatedAt: nextVersion(versionOf(listing)) };
    tx.update(ref, fields);
    writeAudit(tx, caller, {
      action: 'listing.delete',
      targetType: 'listing',
      targetId: listingId,
      targetLabel: String(listing.title ?? ''),
      before: { _deleted: false },
      after: { _deleted: true },
    });
    return { listingId, updatedAt: fields.updatedAt };
  });
});
