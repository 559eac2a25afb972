// createAd, updateAd, deleteAd: sponsored ads, which no client writes directly.
import { HttpsError } from 'firebase-functions/v2/https';
import type { Transaction } from 'firebase-admin/firestore';
import { db, replicatedFields } from '../shared.js';
import { changedFields, writeAudit } from './audit.js';
import { adminCallable } from './guard.js';
import { asRecord, docId, invalid, onlyKeys } from './input.js';
import { AD_FIELDS, NO_SUCH_LISTING, validateAd } from './ad-input.js';

export interface AdResponse {
  adId: string;
  updatedAt: number;
}

/**
 * The owner of the listing an ad advertises ('' for none), read in the transaction: a listing
 * that does not exist, or is tombstoned, is refused. A listing's owner never changes (the rules
 * keep ownerId), so the copy stored on the ad stays true.
 */
async function advertisedOwner(tx: Transaction, listingId: string): Promise<string> {
  if (listingId === '') return '';
  const listing = (await tx.get(db.collection('listings').doc(listingId))).data();
  if (!listing || listing._deleted === true || typeof listing.ownerId !== 'string') invalid(NO_SUCH_LISTING);
  return listing.ownerId;
}

export const createAd = adminCallable<AdResponse>(async (data, caller) => {
  const req = asRecord(data);
  onlyKeys(req, AD_FIELDS, 'ad');
  const ad = validateAd(req);
  const ref = db.collection('ads').doc();
  const fields = replicatedFields();
  await db.runTransaction(async (tx) => {
    const advertisedOwnerId = await advertisedOwner(tx, ad.advertisedListingId);
    tx.set(ref, { ...ad, advertisedOwnerId, createdAt: fields.updatedAt, ...fields });
    writeAudit(tx, caller, { action: 'ad.create', targetType: 'ad', targetId: ref.id, targetLabel: ad.title, before: null, after: { ...ad } });
  });
  return { adId: ref.id, updatedAt: fields.updatedAt };
});

export const updateAd = adminCallable<AdResponse>(async (data, caller) => {
  const req = asRecord(data);
  onlyKeys(req, ['adId', 'patch'], 'request');
  const adId = docId(req.adId, 'ad');
  const patch = asRecord(req.patch, 'Nothing to change was given.');
  onlyKeys(patch, AD_FIELDS, 'ad');
  return db.runTransaction(async (tx) => {
    const ref = db.collection('ads').doc(adId);
    const existing = (await tx.get(ref)).data();
    if (!existing || existing._deleted === true) throw new HttpsError('not-found', 'This ad no longer exists.');
    const current: Record<string, unknown> = {};
    for (const key of AD_FIELDS) current[key] = existing[key];
    // An ad made before ads could name a listing has none.
    current.advertisedListingId ??= '';
    const next = validateAd({ ...current, ...patch });
    const diff = changedFields(current, { ...next }, AD_FIELDS);
    if (Object.keys(diff.after).length === 0) return { adId, updatedAt: Number(existing.updatedAt ?? existing.createdAt ?? 0) };
    // Only a newly named listing is looked up: an ad whose listing has gone can still be
    // switched off or edited.
    const owner = 'advertisedListingId' in diff.after ? { advertisedOwnerId: await advertisedOwner(tx, next.advertisedListingId) } : {};
    const fields = replicatedFields();
    tx.update(ref, { ...diff.after, ...owner, ...fields });
    writeAudit(tx, caller, { action: 'ad.update', targetType: 'ad', targetId: adId, targetLabel: next.title, ...diff });
    return { adId, updatedAt: fields.updatedAt };
  });
});

export const deleteAd = adminCallable<AdResponse>(async (data, caller) => {
  const req = asRecord(data);
  onlyKeys(req, ['adId'], 'request');
  const adId = docId(req.adId, 'ad');
  return db.runTransaction(async (tx) => {
    const ref = db.collection('ads').doc(adId);
    const existing = (await tx.get(ref)).data();
    if (!existing) throw new HttpsError('not-found', 'This ad no longer exists.');
    if (existing._deleted === true) return { adId, updatedAt: Number(existing.updatedAt ?? 0) };
    const fields = replicatedFields(true);
    tx.update(ref, fields);
    writeAudit(tx, caller, {
      action: 'ad.delete',
      targetType: 'ad',
      targetId: adId,
      targetLabel: String(existing.title ?? ''),
      before: { _deleted: false },
      after: { _deleted: true },
    });
    return { adId, updatedAt: fields.updatedAt };
  });
});
