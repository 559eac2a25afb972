// createAd, updateAd, deleteAd: sponsored ads, which no client writes directly.
import { HttpsError } from 'firebase-functions/v2/https';
import { db, replicatedFields } from '../shared.js';
import { changedFields, writeAudit } from './audit.js';
import { adminCallable } from './guard.js';
import { asRecord, docId, onlyKeys } from './input.js';
import { AD_FIELDS, validateAd } from './ad-input.js';

export interface AdResponse {
  adId: string;
  updatedAt: number;
}

export const createAd = adminCallable<AdResponse>(async (data, caller) => {
  const req = asRecord(data);
  onlyKeys(req, AD_FIELDS, 'ad');
  const ad = validateAd(req);
  const ref = db.collection('ads').doc();
  const fields = replicatedFields();
  await db.runTransaction(async (tx) => {
    tx.set(ref, { ...ad, createdAt: fields.updatedAt, ...fields });
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
    const next = validateAd({ ...current, ...patch });
    const diff = changedFields(current, { ...next }, AD_FIELDS);
    if (Object.keys(diff.after).length === 0) return { adId, updatedAt: Number(existing.updatedAt ?? existing.createdAt ?? 0) };
    const fields = replicatedFields();
    tx.update(ref, { ...diff.after, ...fields });
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
