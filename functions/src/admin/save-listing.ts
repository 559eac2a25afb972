// saveListingAsAdmin: an admin creates a listing for an owner, or edits one; either way it is
// saved approved (the admin is the moderator).
import { HttpsError } from 'firebase-functions/v2/https';
import type { Transaction } from 'firebase-admin/firestore';
import { db, nextVersion, replicatedFields, versionOf } from '../shared.js';
import { changedFields, writeAudit } from './audit.js';
import { adminCallable } from './guard.js';
import { asRecord, docId, invalid, onlyKeys } from './input.js';
import { CONTENT_KEYS, checkImages, validateListingContent } from './listing-content.js';
import { STALE_LISTING } from './moderate-listing.js';
import { listingTimeZone } from '../catalog/time-zone.js';
import { location } from '../common/listing-fields.js';

export interface SaveListingResponse {
  listingId: string;
  updatedAt: number;
}

/** What an edit may change, and so what its audit entry compares. */
const AUDITED = [...CONTENT_KEYS, 'ownerId', 'status', 'rejectionReason'];

function parse(data: unknown) {
  const req = asRecord(data);
  onlyKeys(req, ['listingId', 'ownerId', 'listing', 'expectedUpdatedAt'], 'request');
  const listingId = req.listingId === undefined || req.listingId === null ? undefined : docId(req.listingId, 'listing');
  if (req.ownerId === undefined || req.ownerId === null || req.ownerId === '') invalid('Choose the owner of this listing.');
  const ownerId = docId(req.ownerId, 'owner');
  if (req.expectedUpdatedAt !== undefined && req.expectedUpdatedAt !== null && typeof req.expectedUpdatedAt !== 'number') {
    invalid('The version of the listing you edited is not valid. Reload the page and try again.');
  }
  const expectedUpdatedAt = typeof req.expectedUpdatedAt === 'number' ? req.expectedUpdatedAt : undefined;
  return { listingId, ownerId, content: withTimeZone(validateListingContent(req.listing)), expectedUpdatedAt };
}

/** The dialog sends the zone it worked out; without one it is derived here, as on every save. */
function withTimeZone(content: Record<string, unknown>) {
  const timeZone = listingTimeZone({ timeZone: content.timeZone, location: location(content.location), city: content.city });
  const { timeZone: _sent, ...rest } = content;
  return timeZone ? { ...rest, timeZone } : rest;
}

/** The owner must be an existing business owner: admins own no listings. */
async function checkOwner(tx: Transaction, ownerId: string) {
  const owner = await tx.get(db.collection('profiles').doc(ownerId));
  if (!owner.exists || owner.get('_deleted') === true) invalid('The chosen owner does not exist. Choose another owner.');
  if (owner.get('role') === 'admin') invalid('Listings belong to business owners, not admins. Choose another owner.');
}

export const saveListingAsAdmin = adminCallable<SaveListingResponse>(async (data, caller) => {
  const { listingId, ownerId, content, expectedUpdatedAt } = parse(data);
  return db.runTransaction(async (tx) => {
    const ref = listingId ? db.collection('listings').doc(listingId) : db.collection('listings').doc();
    const existing = listingId ? (await tx.get(ref)).data() : undefined;
    await checkOwner(tx, ownerId);
    // Photos the admin adds come from the owner's folder or their own (the admin dialog
    // uploads there); those the listing already has stay, as the rules let the owner keep them.
    const imageFolders = [ownerId, caller.uid];
    const moderation = { ownerId, status: 'approved', rejectionReason: null };

    if (!listingId) {
      checkImages(content.images, imageFolders);
      const fields = replicatedFields();
      const created = { ...content, ...moderation, rating: 0, reviewCount: 0, createdAt: fields.updatedAt, ...fields };
      tx.set(ref, created);
      writeAudit(tx, caller, {
        action: 'listing.create',
        targetType: 'listing',
        targetId: ref.id,
        targetLabel: String(content.title),
        before: null,
        after: { ...content, ...moderation },
      });
      return { listingId: ref.id, updatedAt: fields.updatedAt };
    }

    if (!existing || existing._deleted === true) throw new HttpsError('not-found', 'This listing no longer exists.');
    checkImages(content.images, imageFolders, existing.images);
    const current = versionOf(existing);
    if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== current) throw new HttpsError('failed-precondition', STALE_LISTING);
    const fields = { ...replicatedFields(), updatedAt: nextVersion(current) };
    // The whole document is rewritten: content the admin cleared goes; what no form edits stays.
    const kept = {
      rating: typeof existing.rating === 'number' ? existing.rating : 0,
      reviewCount: typeof existing.reviewCount === 'number' ? existing.reviewCount : 0,
      createdAt: typeof existing.createdAt === 'number' ? existing.createdAt : current,
    };
    tx.set(ref, { ...content, ...moderation, ...kept, ...fields });
    writeAudit(tx, caller, {
      action: 'listing.update',
      targetType: 'listing',
      targetId: ref.id,
      targetLabel: String(content.title),
      ...changedFields(existing, { ...content, ...moderation }, AUDITED),
    });
    return { listingId: ref.id, updatedAt: fields.updatedAt };
  });
});
