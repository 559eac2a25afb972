// The paid plans' content in the diner's catalogue: what the server published arrives clean,
// what it did not stays absent, and a catalogue stored before it (schema version 1) opens.
import { beforeEach, describe, expect, it } from 'vitest';
import type { RxJsonSchema } from 'rxdb';
import { EXTRA_KEYS } from '@shared/listing-extras';
import { useTestDatabase } from '@/testing/db';
import { closeDatabase, getDatabase } from '@/lib/db/database';
import { catalogSchema, type CatalogListing } from './catalog-schema';
import { CATALOG, getCatalogCollection, toCatalogDoc, toListing } from './catalog-collection';

beforeEach(useTestDatabase);

const DAY = 86_400_000;
const T = Date.UTC(2026, 10, 28);
const extras = {
  tagline: 'Noodles, pulled by hand',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  faq: [{ question: 'Walk-ins?', answer: '<b>Yes</b>' }],
  tags: ['takeout', 'wifi'],
  menu: [{ name: 'Noodles', items: [{ name: 'Shoyu ramen', description: '', price: 14.5, dietary: [] }] }],
  announcement: { text: 'Closed Friday', endsAt: T + 2 * DAY },
  deals: [{ title: 'Lunch deal', type: 'Discount', endsAt: null }],
  events: [{ title: 'Jazz', startsAt: T + DAY, endsAt: T + DAY + 7_200_000, description: '' }],
};

describe('the catalogue pull of the paid content', () => {
  it('keeps what the server published, adFree and leadForm', () => {
    const doc = toCatalogDoc({ id: 'gold', title: 'Gold', ...extras, adFree: 'all', leadForm: true });
    expect(doc).toMatchObject({ ...extras, adFree: 'all', leadForm: true });
  });

  it('leaves out what the plan does not publish', () => {
    const doc = toCatalogDoc({ id: 'basic', title: 'Basic', category: 'Cafe' });
    for (const key of [...EXTRA_KEYS, 'adFree', 'leadForm']) expect(doc).not.toHaveProperty(key);
  });

  it('drops malformed entries and unknown values, never throwing', () => {
    const doc = toCatalogDoc({
      id: 'x',
      videoUrl: 'javascript:alert(1)',
      tags: ['wifi', 'casino'],
      menu: [{ name: 'Mains', items: [{ name: 'Soup', price: 'free' }, { name: 'Bread', price: 2 }] }],
      events: 'soon',
      announcement: { text: 'two\nlines', endsAt: T },
      adFree: 'everything',
      leadForm: 'yes',
    });
    expect(doc).toMatchObject({ videoUrl: '', tags: ['wifi'], events: [], announcement: null });
    expect(doc.menu).toEqual([{ name: 'Mains', items: [{ name: 'Bread', description: '', price: 2, dietary: [] }] }]);
    expect(doc).not.toHaveProperty('adFree');
    expect(doc).not.toHaveProperty('leadForm');
  });
});

/** The catalogue schema as it was before the paid content (version 1). */
function versionOne(): RxJsonSchema<CatalogListing> {
  const properties = { ...(catalogSchema.properties as Record<string, unknown>) };
  for (const key of [...EXTRA_KEYS, 'adFree', 'leadForm']) delete properties[key];
  return { ...catalogSchema, version: 1, properties } as RxJsonSchema<CatalogListing>;
}

describe('catalogue schema migration (version 1 → 2)', () => {
  it('keeps every entry as it was, and then stores the paid content', async () => {
    const db = await getDatabase();
    const { [CATALOG]: old } = await db.addCollections({ [CATALOG]: { schema: versionOne() } });
    const before = toListing({ id: 'a', title: 'Blue Door', category: 'Cafe', city: 'Denver', rating: 4 });
    await old.insert(before);
    await closeDatabase();

    const catalog = await getCatalogCollection();
    expect((await catalog.findOne('a').exec())?.toJSON()).toEqual(before);
    await catalog.upsert(toListing({ id: 'a', title: 'Blue Door', category: 'Cafe', city: 'Denver', rating: 4, ...extras }));
    expect((await catalog.findOne('a').exec())?.toJSON()).toMatchObject(extras);
  });
});
