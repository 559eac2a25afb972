import { describe, expect, it } from 'vitest';
import { makeListing } from '@/testing/fixtures';
import { featuredResults, listingsResults } from './served-results';

// The published snapshot's documents: catalogue entries as Firestore keeps them.
const doc = (overrides: Parameters<typeof makeListing>[0] = {}) => ({ ...makeListing(overrides), _deleted: false }) as Record<string, unknown>;

const CATALOG = [
  doc({ id: 'crumb', title: 'Golden Crumb', category: 'Bakery', description: 'Sourdough loaves', rating: 4.2 }),
  doc({ id: 'luigi', title: 'Luigi Pizza', category: 'Restaurant', description: 'Neapolitan pies', rating: 4.8, priceRange: '$$$' }),
  doc({ id: 'bean', title: 'Bean There', category: 'Coffee Shop', description: 'Espresso bar', rating: 3.9 }),
  { ...doc({ id: 'gone', title: 'Gone Pizza', rating: 5 }), _deleted: true },
  ...Array.from({ length: 30 }, (_, i) => doc({ id: `extra-${String(i).padStart(2, '0')}`, title: `Extra ${i}`, rating: 3 })),
];

const ids = (r: { cards: { id: string }[] } | null) => r?.cards.map((c) => c.id);

describe('listingsResults', () => {
  it('answers the URL as the page would: search words, then the first page of 24 and the whole count', () => {
    expect(ids(listingsResults(CATALOG, new URLSearchParams('q=pizza'), 0))).toEqual(['luigi']);
    const all = listingsResults(CATALOG, new URLSearchParams(''), 0)!;
    expect(all.total).toBe(33);
    expect(all.cards).toHaveLength(24);
    expect(ids(all)!.slice(0, 3)).toEqual(['luigi', 'crumb', 'bean']);
  });

  it('narrows by category (its plural alias too) and price, and leaves removed places out', () => {
    expect(ids(listingsResults(CATALOG, new URLSearchParams('category=Bakeries'), 0))).toEqual(['crumb']);
    expect(ids(listingsResults(CATALOG, new URLSearchParams('price=$$$'), 0))).toEqual(['luigi']);
    expect(ids(listingsResults(CATALOG, new URLSearchParams('q=gone'), 0))).toEqual([]);
  });

  it('keeps only what a card renders', () => {
    const [card] = listingsResults(CATALOG, new URLSearchParams('q=luigi'), 0)!.cards;
    expect(card).toEqual({ id: 'luigi', title: 'Luigi Pizza', category: 'Restaurant', rating: 4.8, description: 'Neapolitan pies', city: 'Portland', address: expect.any(String), priceRange: '$$$', timeZone: 'America/Los_Angeles', image: '/demo/restaurant-1.webp' });
  });

  it('leaves Near me to the device: only it knows where it is', () => {
    expect(listingsResults(CATALOG, new URLSearchParams('near=1'), 0)).toBeNull();
  });
});

describe('featuredResults', () => {
  it("is home's six best rated, in the default order", () => {
    const featured = featuredResults(CATALOG);
    expect(featured.cards).toHaveLength(6);
    expect(ids(featured)!.slice(0, 3)).toEqual(['luigi', 'crumb', 'bean']);
    expect(featured.total).toBe(33);
  });
});
