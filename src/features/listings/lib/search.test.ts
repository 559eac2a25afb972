import { describe, expect, it } from 'vitest';
import { makeListing } from '@/testing/fixtures';
import { buildSearchIndex, byRating, categoriesFound, searchListings } from './search';

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
