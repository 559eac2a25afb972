import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@/testing/db';
import { emptyDraft, type ListingDraft } from '@/domain/listing';
import { getOwnerListingsCollection, ownerListingsCollectionName } from './owner-listings-collection';
import { appendListingImage, createListing, deleteListing, updateListing } from './listing-writes';
import { hasPendingWrites, usePendingWrites } from './pending-writes';

const UID = 'owner-1';
const draft: ListingDraft = { ...emptyDraft(), title: 'Corner Café', address: '2 High St', city: 'Leeds', category: 'Cafe', specialOffers: ['2-for-1 scones'] };

async function stored(id: string) {
  const doc = await (await getOwnerListingsCollection(UID)).findOne(id).exec();
  return doc?.toJSON();
}

beforeEach(async () => {
  await useTestDatabase();
  usePendingWrites.setState({ byCollection: {} });
});

describe('owner listing writes (local first)', () => {
  it('a new listing is stored pending, unrated, as its owner, and waits to sync', async () => {
    const id = await createListing(UID, draft);
    expect(await stored(id)).toMatchObject({ title: 'Corner Café', ownerId: UID, status: 'pending', rejectionReason: null, rating: 0, reviewCount: 0 });
    expect(hasPendingWrites(ownerListingsCollectionName(UID))).toBe(true);
  });

  it('editing a rejected listing clears the reason and returns it to pending', async () => {
    const id = await createListing(UID, draft);
    const collection = await getOwnerListingsCollection(UID);
    await (await collection.findOne(id).exec())!.incrementalPatch({ status: 'rejected', rejectionReason: 'Add a photo' });
    await updateListing(UID, id, { ...draft, title: 'Corner Café & Bar' });
    expect(await stored(id)).toMatchObject({ title: 'Corner Café & Bar', status: 'pending', rejectionReason: null });
  });

  it('a push of the latest version settles the waiting state; an older one does not', async () => {
    const id = await createListing(UID, draft);
    const name = ownerListingsCollectionName(UID);
    await updateListing(UID, id, { ...draft, title: 'v2' });
    const latest = (await stored(id))!.updatedAt;
    usePendingWrites.getState().settle(name, id, latest - 1);
    expect(hasPendingWrites(name)).toBe(true);
    usePendingWrites.getState().settle(name, id, latest);
    expect(hasPendingWrites(name)).toBe(false);
  });

  it('delete is a tombstone (so it syncs), not a hard delete', async () => {
    const id = await createListing(UID, draft);
    await deleteListing(UID, id);
    expect(await stored(id)).toBeUndefined();
    const collection = await getOwnerListingsCollection(UID);
    const raw = await collection.storageInstance.findDocumentsById([id], true);
    expect(raw[0]?._deleted).toBe(true);
  });

  it('an uploaded photo’s URL is appended once; a deleted listing says so', async () => {
    const id = await createListing(UID, draft);
    expect(await appendListingImage(UID, id, 'https://x/1.jpg')).toBe(true);
    expect(await appendListingImage(UID, id, 'https://x/1.jpg')).toBe(true);
    expect((await stored(id))!.images).toEqual(['https://x/1.jpg']);
    await deleteListing(UID, id);
    expect(await appendListingImage(UID, id, 'https://x/2.jpg')).toBe(false);
  });

  it('errors carry the product’s messages', async () => {
    await expect(updateListing(UID, 'missing', draft)).rejects.toThrow('Could not update listing.');
    await expect(deleteListing(UID, 'missing')).rejects.toThrow('Could not delete listing.');
  });
});
