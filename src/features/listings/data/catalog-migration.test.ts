// A device that stored the catalogue before listings had a time zone (schema version 0) opens it
// with the current schema: every entry keeps working and gets the zone of its place.
import { beforeEach, describe, expect, it } from 'vitest';
import type { RxJsonSchema } from 'rxdb';
import { useTestDatabase } from '@/testing/db';
import { closeDatabase, getDatabase } from '@/lib/db/database';
import { catalogSchema, type CatalogListing } from './catalog-schema';
import { CATALOG, getCatalogCollection, toCatalogDoc } from './catalog-collection';

beforeEach(useTestDatabase);

/** The catalogue schema as it was before timeZone. */
function versionZero(): RxJsonSchema<CatalogListing> {
  const { timeZone: _tz, ...properties } = catalogSchema.properties as Record<string, unknown>;
  return { ...catalogSchema, version: 0, properties } as RxJsonSchema<CatalogListing>;
}

const entry = (id: string, over: Partial<CatalogListing>) => {
  const { _deleted: _d, ...doc } = toCatalogDoc({ id, title: id, category: 'Cafe', rating: 4, ...over });
  return doc;
};

async function storeOldCatalogue(docs: CatalogListing[]) {
  const db = await getDatabase();
  const { [CATALOG]: old } = await db.addCollections({ [CATALOG]: { schema: versionZero() } });
  await old.bulkInsert(docs);
  await closeDatabase();
}

describe('catalogue schema migration (version 0 → 1)', () => {
  it('keeps every entry and gives each its city’s zone, or none when the city is unknown', async () => {
    await storeOldCatalogue([
      entry('denver', { city: 'Denver', location: { lat: 39.74, lng: -104.99 } }),
      entry('chicago', { city: 'Chicago, IL', location: null }),
      entry('unknown', { city: 'Atlantis' }),
    ]);
    const catalog = await getCatalogCollection();
    const docs = Object.fromEntries((await catalog.find().exec()).map((d) => [d.id, d.toJSON() as CatalogListing]));
    expect(Object.keys(docs).sort()).toEqual(['chicago', 'denver', 'unknown']);
    expect(docs.denver).toMatchObject({ title: 'denver', rating: 4, rank: -4, location: { lat: 39.74, lng: -104.99 }, timeZone: 'America/Denver' });
    expect(docs.chicago.timeZone).toBe('America/Chicago');
    // Nothing to go by: no zone rather than a wrong one.
    expect(docs.unknown).not.toHaveProperty('timeZone');
    // The migrated collection still answers the screens' queries through its indexes.
    const top = await catalog.find({ selector: { category: 'Cafe' }, sort: [{ rank: 'asc' }, { id: 'asc' }] }).exec();
    expect(top).toHaveLength(3);
  });
});

describe('the catalogue pull', () => {
  it('keeps a valid zone, drops an invalid one', () => {
    expect(toCatalogDoc({ id: 'a', city: 'Austin', timeZone: 'America/Denver' }).timeZone).toBe('America/Denver');
    expect(toCatalogDoc({ id: 'a', timeZone: 'Not a zone!' })).not.toHaveProperty('timeZone');
    expect(toCatalogDoc({ id: 'a', timeZone: 7 })).not.toHaveProperty('timeZone');
  });

  it('gives an entry the server sent without a usable zone its city’s', () => {
    expect(toCatalogDoc({ id: 'a', city: 'Portland' }).timeZone).toBe('America/Los_Angeles');
    expect(toCatalogDoc({ id: 'a', city: 'Austin', timeZone: 'bad zone' }).timeZone).toBe('America/Chicago');
    expect(toCatalogDoc({ id: 'a', _deleted: true })).not.toHaveProperty('timeZone');
  });
});
