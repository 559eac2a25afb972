import { describe, expect, it } from 'vitest';
import { makeListing } from '@/testing/fixtures';
import type { CatalogListing } from '../data/catalog-schema';
import { buildSearchIndex, byRating, categoriesFound, createSearchIndexer, searchListings } from './search';

const pizza = makeListing({ title: 'Luigi’s Pizza', category: 'Restaurant', description: 'Wood-fired Neapolitan pies.', priceRange: '$$' });
const bakery = makeListing({ title: 'Golden Crumb', category: 'Bakery', description: 'Naturally leavened sourdough.', priceRange: '$' });
const cafe = makeListing({ title: 'Café Olé', category: 'Cafe', description: 'Brunch all day.', priceRange: undefined });
const index = buildSearchIndex([pizza, bakery, cafe]);

describe('searchListings', () => {
  it('matches name, cuisine and description, case- and accent-insensitively', () => {
    expect(searchListings(index, { q: 'PIZZA' })).toEqual([pizza]);
    expect(searchListings(index, { q: 'bakery' })).toEqual([bakery]);
    expect(searchListings(index, { q: 'sourdough' })).toEqual([bakery]);
    expect(searchListings(index, { q: 'cafe ole' })).toEqual([cafe]);
  });
  it('ignores empty and whitespace-only terms', () => {
    expect(searchListings(index, { q: '   ' })).toHaveLength(3);
  });
  it('combines text, category and price filters', () => {
    expect(searchListings(index, { category: 'Bakery' })).toEqual([bakery]);
    expect(searchListings(index, { price: '$' })).toEqual([bakery]);
    // A listing without a price range counts as the default $$.
    expect(searchListings(index, { price: '$$' })).toEqual([pizza, cafe]);
    expect(searchListings(index, { q: 'pizza', category: 'Bakery' })).toEqual([]);
  });
});

describe('helpers', () => {
  it('sorts by rating, then review count', () => {
    const a = makeListing({ rating: 4.5, reviewCount: 1 });
    const b = makeListing({ rating: 4.5, reviewCount: 9 });
    const c = makeListing({ rating: 4.9 });
    expect([a, b, c].sort(byRating)).toEqual([c, b, a]);
  });
  it('lists the categories found, once each', () => {
    expect(categoriesFound([pizza, bakery, makeListing({ category: 'Bakery' })])).toEqual(['Bakery', 'Restaurant']);
  });
});

describe('createSearchIndexer', () => {
  const plain = () => {
    let read = 0;
    const update = createSearchIndexer<CatalogListing>({
      id: (l) => l.id,
      revision: (l) => l.updatedAt,
      listing: (l) => {
        read += 1;
        return l;
      },
    });
    return { update, reads: () => read };
  };

  it('indexes like buildSearchIndex', () => {
    const { update } = plain();
    const listings = [pizza, bakery, cafe];
    expect(update(listings).entries).toEqual(buildSearchIndex(listings));
    expect(searchListings(update(listings).entries, { q: 'sourdough' })).toEqual([bakery]);
  });

  it('re-indexes only new and changed documents, and drops removed ones', () => {
    const { update, reads } = plain();
    const first = update([pizza, bakery, cafe]);
    expect(first).toMatchObject({ built: 3, dropped: 0 });
    const renamed = { ...bakery, title: 'Rye Society', updatedAt: bakery.updatedAt + 1 };
    const added = makeListing({ title: 'Taco Rocket', category: 'Fast Food' });
    const next = update([pizza, renamed, added]);
    expect(next).toMatchObject({ built: 2, dropped: 1 });
    expect(reads()).toBe(5);
    // Unchanged documents keep their entry (and listing object); results match a full rebuild.
    expect(next.entries[0]).toBe(first.entries[0]);
    expect(next.entries).toEqual(buildSearchIndex([pizza, renamed, added]));
    expect(next.listings).toEqual([pizza, renamed, added]);
    expect(searchListings(next.entries, { q: 'rye' })).toEqual([renamed]);
    expect(searchListings(next.entries, { q: 'crumb' })).toEqual([]);
    expect(searchListings(next.entries, { q: 'ole' })).toEqual([]);
  });

  it('follows a new order without re-indexing, and returns the same arrays when nothing changed', () => {
    const { update } = plain();
    const first = update([pizza, bakery, cafe]);
    const reordered = update([cafe, pizza, bakery]);
    expect(reordered.built).toBe(0);
    expect(reordered.listings).toEqual([cafe, pizza, bakery]);
    expect(reordered.entries[1]).toBe(first.entries[0]);
    const again = update([cafe, pizza, bakery]);
    expect(again.entries).toBe(reordered.entries);
    expect(again.listings).toBe(reordered.listings);
  });

  it('re-reads a document whose revision changed even if its id did not', () => {
    let revision = 'r1';
    const update = createSearchIndexer<CatalogListing>({ id: (l) => l.id, revision: () => revision, listing: (l) => l });
    update([pizza]);
    revision = 'r2';
    const edited = { ...pizza, description: 'Now with calzone.' };
    expect(searchListings(update([edited]).entries, { q: 'calzone' })).toEqual([edited]);
  });
});
