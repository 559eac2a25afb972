// moderateListing: an admin approves or rejects a pending listing, at the version they read.
import { HttpsError } from 'firebase-functions/v2/https';
import { db, nextVersion, replicatedFields, versionOf } from '../shared.js';
import { writeAudit } from './audit.js';
import { adminCallable } from './guard.js';
import { asRecord, charCount, docId, invalid, onlyKeys } from './input.js';

export const STALE_LISTING = 'This listing was changed since you opened it. Review the latest version and try again.';
export const REASON_REQUIRED = 'Please provide a reason for rejection.';

export interface ModerateListingResponse {
  status: 'approved' | 'rejected';
  updatedAt: number;
}

function parse(data: unknown) {
  const req = asRecord(data);
  onlyKeys(req, ['listingId', 'action', 'reason', 'expectedUpdatedAt'], 'request');
  const listingId = docId(req.listingId, 'listing');
  if (req.action !== 'approve' && req.action !== 'reject') invalid('Choose whether to approve or reject the listing.');
  if (typeof req.expectedUpdatedAt !== 'number') invalid('The version of the listing you reviewed is missing. Reload the page and try again.');
  let reason: string | null = null;
  if (req.action === 'reject') {
    reason = typeof req.reason === 'string' ? req.reason.trim() : '';
    if (charCount(reason) < 1 || charCount(reason) > 500) invalid(REASON_REQUIRED);
  }
  return { listingId, action: req.action, reason, expectedUpdatedAt: req.expectedUpdatedAt };
}

export const moderateListing = adminCallable<ModerateListingResponse>(async (data, caller) => {
  const { listingId, action, reason, expectedUpdatedAt } = parse(data);
  return db.runTransaction(async (tx) => {
    const ref = db.collection('listings').doc(listingId);
    const snap = await tx.get(ref);
    const listing = snap.data();
    if (!listing || listing._deleted === true) throw new HttpsError('not-found', 'This listing no longer exists.');
    const current = versionOf(listing);
    if (listing.status !== 'pending') {
      throw new HttpsError('failed-precondition', `Only a pending listing can be approved or rejected; this one is ${String(listing.status)}.`);
    }
    if (current !== expectedUpdatedAt) throw new HttpsError('failed-precondition', STALE_LISTING);

    const status = action === 'approve' ? 'approved' : 'rejected';
    const fields = { ...replicatedFields(), updatedAt: nextVersion(current) };
    tx.update(ref, { status, rejectionReason: reason, ...fields });
    writeAudit(tx, caller, {
      action: action === 'approve' ? 'listing.approve' : 'listing.reject',
      targetType: 'listing',
      targetId: listingId,
      targetLabel: String(listing.title ?? ''),
      before: { status: listing.status, rejectionReason: listing.rejectionReason ?? null },
      after: { status, rejectionReason: reason },
    });
    return { status, updatedAt: fields.updatedAt };
  });
});
