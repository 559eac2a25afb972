// An owner's listings stored before listings had a time zone (schema version 0) open with the
// current schema: kept, with timeZone '' (what the server's copy without one reads as).
import { beforeEach, describe, expect, it } from 'vitest';
import type { RxJsonSchema } from 'rxdb';
import { useTestDatabase } from '@/testing/db';
import { closeDatabase, getDatabase } from '@/lib/db/database';
import { emptyDraft, ownerListingSchema, toOwnerListingDoc, type OwnerListing } from '@/domain/listing';
import { getOwnerListingsCollection, ownerListingsCollectionName } from './owner-listings-collection';

beforeEach(useTestDatabase);

function versionZero(): RxJsonSchema<OwnerListing> {
  const { timeZone: _tz, ...properties } = ownerListingSchema.properties as Record<string, unknown>;
  return { ...ownerListingSchema, version: 0, properties } as RxJsonSchema<OwnerListing>;
}

describe('owner listings schema migration (version 0 → 1)', () => {
  it('keeps the listings, with the zone not known yet', async () => {
    const { timeZone: _tz, ...draft } = emptyDraft();
    const old = { ...draft, id: 'L1', title: 'Blue Door', city: 'Denver', ownerId: 'alice', status: 'approved', rejectionReason: null, rating: 4, reviewCount: 2, createdAt: 1, updatedAt: 2 };
    const db = await getDatabase();
    const name = ownerListingsCollectionName('alice');
    await db.addCollections({ [name]: { schema: versionZero() } }).then((c) => c[name].insert(old));
    await closeDatabase();

    const doc = (await (await getOwnerListingsCollection('alice')).findOne('L1').exec())?.toJSON();
    expect(doc).toMatchObject({ title: 'Blue Door', status: 'approved', timeZone: '' });
    // Equal to the server's copy as the pull reads it: nothing to push back as an edit.
    const { _deleted: _d, ...server } = toOwnerListingDoc({ ...old });
    expect(doc).toEqual(server);
  });
});
