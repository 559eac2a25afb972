// An owner's listing writes: local RxDB writes first (so they work with no network and
// survive restarts), pushed to Firestore listings/{id} by the replication in src/app/sync.ts.
// Every write returns the listing to the admin queue (pending) and is tracked as
// "waiting to sync" until pushed.
import { newId } from '@/lib/ids';
import { CONTENT_KEYS, type ListingDraft, type OwnerListing } from '@/domain/listing';
import { getOwnerListingsCollection, ownerListingsCollectionName } from './owner-listings-collection';
import { usePendingWrites } from './pending-writes';

export const CREATE_ERROR = 'Could not create listing.';
export const UPDATE_ERROR = 'Could not update listing.';
export const DELETE_ERROR = 'Could not delete listing.';

function content(draft: ListingDraft): ListingDraft {
  return Object.fromEntries(CONTENT_KEYS.map((k) => [k, draft[k]])) as unknown as ListingDraft;
}

async function run<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.error(message, error);
    throw new Error(message, { cause: error });
  }
}

/** Creates a pending listing owned by `uid`; resolves with its id. */
export function createListing(uid: string, draft: ListingDraft): Promise<string> {
  return run(CREATE_ERROR, async () => {
    const collection = await getOwnerListingsCollection(uid);
    const now = Date.now();
    const listing: OwnerListing = {
      ...content(draft),
      id: newId(),
      ownerId: uid,
      status: 'pending',
      rejectionReason: null,
      rating: 0,
      reviewCount: 0,
      createdAt: now,
      updatedAt: now,
    };
    await collection.insert(listing);
    usePendingWrites.getState().mark(ownerListingsCollectionName(uid), listing.id, now);
    return listing.id;
  });
}

async function modify(uid: string, id: string, change: (doc: OwnerListing) => OwnerListing & { _deleted?: boolean }) {
  const collection = await getOwnerListingsCollection(uid);
  const doc = await collection.findOne(id).exec();
  if (!doc) throw new Error('Could not find the listing you were looking for.');
  let updatedAt = 0;
  await doc.incrementalModify((data) => {
    // Strictly newer than what is stored, so the push that carries it settles it.
    updatedAt = Math.max(Date.now(), data.updatedAt + 1);
    return { ...change(data), updatedAt };
  });
  usePendingWrites.getState().mark(ownerListingsCollectionName(uid), id, updatedAt);
}

/** Saves the owner's edit: back to pending, and any rejection reason cleared. */
export function updateListing(uid: string, id: string, draft: ListingDraft): Promise<void> {
  return run(UPDATE_ERROR, () => modify(uid, id, (data) => ({ ...data, ...content(draft), status: 'pending', rejectionReason: null })));
}

/** A tombstone, never a hard delete: it is how the deletion syncs. */
export function deleteListing(uid: string, id: string): Promise<void> {
  return run(DELETE_ERROR, () => modify(uid, id, (data) => ({ ...data, _deleted: true })));
}

/**
 * Adds an uploaded photo's URL (the upload queue calls this as each upload finishes). The
 * photo is content, so the listing goes back to pending like any owner edit. Resolves false
 * when the listing is gone (deleted meanwhile): the photo is then of no use.
 */
export async function appendListingImage(uid: string, id: string, url: string): Promise<boolean> {
  const collection = await getOwnerListingsCollection(uid);
  const doc = await collection.findOne(id).exec();
  if (!doc) return false;
  if (doc.images.includes(url)) return true;
  await modify(uid, id, (data) => ({ ...data, images: [...data.images, url].slice(-10), status: 'pending', rejectionReason: null }));
  return true;
}
