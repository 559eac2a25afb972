import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@/testing/db';
import { getCatalogCollection, toCatalogDoc } from './catalog-collection';

beforeEach(useTestDatabase);

describe('toCatalogDoc', () => {
  it('fills defaults for sparse documents and adds the ascending rank key', () => {
    const doc = toCatalogDoc({ id: 'x', title: 'T', rating: 4.26, category: 'Nope' });
    expect(doc).toMatchObject({ id: 'x', images: [], specialOffers: [], category: 'Restaurant', rank: -4.26, _deleted: false });
  });
  it('keeps tombstones as tombstones', () => {
    expect(toCatalogDoc({ id: 'x', _deleted: true })._deleted).toBe(true);
  });
  it('keeps only the public fields, and only http(s) links', () => {
    const doc = toCatalogDoc({
      id: 'x',
      title: 'T',
      status: 'approved',
      secret: 'no',
      telephone: '555',
      website: 'javascript:alert(1)',
      socialMedia: { facebook: 'https://facebook.com/t', instagram: 'data:text/html,x', tiktok: 'https://t.example' },
    });
    expect(doc).not.toHaveProperty('status');
    expect(doc).not.toHaveProperty('secret');
    expect(doc).not.toHaveProperty('website');
    expect(doc).toMatchObject({ telephone: '555', socialMedia: { facebook: 'https://facebook.com/t' } });
    expect(doc.socialMedia).toEqual({ facebook: 'https://facebook.com/t' });
    expect(toCatalogDoc({ id: 'x', website: 'https://t.example' }).website).toBe('https://t.example');
  });
});

describe('catalog collection', () => {
  it('returns the top rated first through the rank index', async () => {
    const catalog = await getCatalogCollection();
    await catalog.bulkInsert(
      [3.5, 4.9, 4.1].map((rating, i) => {
        const { _deleted: _d, ...doc } = toCatalogDoc({ id: `l${i}`, title: `L${i}`, rating, category: 'Bakery' });
        return doc;
      }),
    );
    const top = await catalog.find({ sort: [{ rank: 'asc' }, { id: 'asc' }], limit: 2 }).exec();
    expect(top.map((d) => d.rating)).toEqual([4.9, 4.1]);
  });
});
