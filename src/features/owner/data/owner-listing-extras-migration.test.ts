// An owner's listings stored before the paid plans' content (schema version 1) open with the
// current schema, with that content empty: equal to the server's copy, so nothing is pushed.
import { beforeEach, describe, expect, it } from 'vitest';
import type { RxJsonSchema } from 'rxdb';
import { EXTRA_KEYS, emptyExtras } from '@shared/listing-extras';
import { useTestDatabase } from '@/testing/db';
import { closeDatabase, getDatabase } from '@/lib/db/database';
import { emptyDraft, ownerListingSchema, toOwnerListingDoc, type OwnerListing } from '@/domain/listing';
import { getOwnerListingsCollection, ownerListingsCollectionName } from './owner-listings-collection';

beforeEach(useTestDatabase);

function versionOne(): RxJsonSchema<OwnerListing> {
  const properties = { ...(ownerListingSchema.properties as Record<string, unknown>) };
  for (const key of EXTRA_KEYS) delete properties[key];
  return { ...ownerListingSchema, version: 1, properties } as RxJsonSchema<OwnerListing>;
}

describe('owner listings schema migration (version 1 → 2)', () => {
  it('keeps the listings, with the paid content empty', async () => {
    const draft: Record<string, unknown> = { ...emptyDraft() };
    for (const key of EXTRA_KEYS) delete draft[key];
    const old = { ...draft, id: 'L1', title: 'Blue Door', city: 'Denver', timeZone: 'America/Denver', ownerId: 'alice', status: 'approved', rejectionReason: null, rating: 4, reviewCount: 2, createdAt: 1, updatedAt: 2 };
    const db = await getDatabase();
    const name = ownerListingsCollectionName('alice');
    await db.addCollections({ [name]: { schema: versionOne() } }).then((c) => c[name].insert(old));
    await closeDatabase();

    const doc = (await (await getOwnerListingsCollection('alice')).findOne('L1').exec())?.toJSON();
    expect(doc).toMatchObject({ title: 'Blue Door', status: 'approved', ...emptyExtras() });
    const { _deleted: _d, ...server } = toOwnerListingDoc({ ...old });
    expect(doc).toEqual(server);
  });
});

describe('the owner pull of the paid content', () => {
  it('keeps every well-formed entry the owner typed, whatever the plan', () => {
    const faq = [{ question: 'Parking?', answer: 'Behind the building.' }];
    const doc = toOwnerListingDoc({ id: 'L1', faq, tags: ['halal', 'mystery'], announcement: { text: 'Hi', endsAt: 'x' } });
    expect(doc).toMatchObject({ faq, tags: ['halal'], announcement: null, menu: [], tagline: '' });
  });
});
