import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeListing } from '@/testing/fixtures';
import type { CatalogListing } from '../data/catalog-schema';
import { distanceKm } from './distance';
import { queryCatalog } from './query-catalog';
import { searchIndex, type SearchHit, type SearchIndex } from './search';

// The pipeline's own contract, apart from how search and opening hours decide (their modules
// have their own tests): search answers with hits, open-now with the ids open at `now`.
vi.mock('./search', async (importOriginal) => ({ ...(await importOriginal<typeof import('./search')>()), searchIndex: vi.fn(() => null) }));
const openIds = new Set<string>();
const openCalls: number[] = [];
vi.mock('./open-status', () => ({
  openAt: (now: number) => {
    openCalls.push(now);
    return (l: CatalogListing) => openIds.has(l.id);
  },
}));

const HERE = { lat: 45.5189, lng: -122.6793 };
const at = (km: number) => ({ lat: HERE.lat + km / 111.195, lng: HERE.lng });
const index = [] as unknown as SearchIndex;

const a = makeListing({ title: 'Alder', rating: 4.2, reviewCount: 30, createdAt: 100, location: at(3), category: 'Cafe', priceRange: '$' });
const b = makeListing({ title: 'Birch', rating: 4.8, reviewCount: 5, createdAt: 300, location: at(0.5), category: 'Bakery', priceRange: '$$' });
const c = makeListing({ title: 'Cedar', rating: 4.5, reviewCount: 80, createdAt: 200, location: null, category: 'Cafe', priceRange: '$' });
const d = makeListing({ title: 'Dogwood', rating: 3.9, reviewCount: 12, createdAt: 50, location: at(12), category: 'Cafe' });
const catalogue = [a, b, c, d];
const ids = (r: { listings: CatalogListing[] }) => r.listings.map((l) => l.title);

beforeEach(() => {
  vi.mocked(searchIndex).mockReturnValue(null);
  openIds.clear();
  openCalls.length = 0;
});

describe('queryCatalog', () => {
  it('keeps the catalogue order by default, with no distances or terms', () => {
    const r = queryCatalog(catalogue, index, {});
    expect(ids(r)).toEqual(['Alder', 'Birch', 'Cedar', 'Dogwood']);
    expect(r.distances.size).toBe(0);
    expect(r.terms).toEqual([]);
  });

  it('keeps only places inside the map area (a place without coordinates is in no area)', () => {
    const around = (km: number) => [HERE.lng - 0.01, HERE.lat - km / 111.195, HERE.lng + 0.01, HERE.lat + km / 111.195] as [number, number, number, number];
    expect(ids(queryCatalog(catalogue, index, { area: around(1) }))).toEqual(['Birch']);
    expect(ids(queryCatalog(catalogue, index, { area: around(5) }))).toEqual(['Alder', 'Birch']);
    expect(ids(queryCatalog(catalogue, index, { area: around(5), category: 'Cafe' }))).toEqual(['Alder']);
    expect(ids(queryCatalog(catalogue, index, { area: null }))).toEqual(['Alder', 'Birch', 'Cedar', 'Dogwood']);
  });

  it('narrows by cuisine and price (a listing that shows no price range is claimed by none)', () => {
    expect(ids(queryCatalog(catalogue, index, { category: 'Cafe' }))).toEqual(['Alder', 'Cedar', 'Dogwood']);
    expect(ids(queryCatalog(catalogue, index, { category: 'Cafe', price: '$' }))).toEqual(['Alder', 'Cedar']);
    expect(ids(queryCatalog(catalogue, index, { price: '$$' }))).toEqual(['Birch']);
  });

  it('narrows by tags: a listing must have every tag chosen', () => {
    const tagged = [
      { ...a, tags: ['wifi', 'vegan-options'] },
      { ...b, tags: ['wifi'] },
      { ...c, tags: ['vegan-options', 'halal', 'wifi'] },
      d,
    ] as CatalogListing[];
    expect(ids(queryCatalog(tagged, index, { tags: ['wifi'] }))).toEqual(['Alder', 'Birch', 'Cedar']);
    expect(ids(queryCatalog(tagged, index, { tags: ['wifi', 'vegan-options'] }))).toEqual(['Alder', 'Cedar']);
    expect(ids(queryCatalog(tagged, index, { tags: ['wifi', 'vegan-options', 'halal'] }))).toEqual(['Cedar']);
    expect(ids(queryCatalog(tagged, index, { tags: [] }))).toEqual(['Alder', 'Birch', 'Cedar', 'Dogwood']);
  });

  it('with a query: the hits in their tier order, with their matched terms', () => {
    const hits: SearchHit[] = [
      { listing: d, tier: 0, terms: ['dog'] },
      { listing: a, tier: 1, terms: ['alder'] },
    ];
    vi.mocked(searchIndex).mockReturnValue(hits);
    const r = queryCatalog(catalogue, index, { q: 'dog' });
    expect(searchIndex).toHaveBeenCalledWith(index, 'dog');
    expect(ids(r)).toEqual(['Dogwood', 'Alder']);
    expect([...r.terms].sort()).toEqual(['alder', 'dog']);
    // Another order still applies to the hits only.
    expect(ids(queryCatalog(catalogue, index, { q: 'dog', sort: 'rating' }))).toEqual(['Alder', 'Dogwood']);
  });

  it('keeps only the places open at the given moment', () => {
    openIds.add(b.id).add(d.id);
    expect(ids(queryCatalog(catalogue, index, { openNow: true, now: 1234 }))).toEqual(['Birch', 'Dogwood']);
    expect(openCalls).toEqual([1234]);
    expect(ids(queryCatalog(catalogue, index, { openNow: false, now: 1234 }))).toHaveLength(4);
  });

  it('measures distances from the origin and sorts nearest first, places without coordinates last', () => {
    const r = queryCatalog(catalogue, index, { origin: HERE, sort: 'nearest' });
    expect(ids(r)).toEqual(['Birch', 'Alder', 'Dogwood', 'Cedar']);
    expect(r.distances.get(b.id)).toBeCloseTo(0.5, 2);
    expect(r.distances.get(a.id)).toBeCloseTo(distanceKm(HERE, a.location!), 9);
    expect(r.distances.has(c.id)).toBe(false);
  });

  it('ignores Nearest without a position', () => {
    expect(ids(queryCatalog(catalogue, index, { sort: 'nearest' }))).toEqual(['Alder', 'Birch', 'Cedar', 'Dogwood']);
  });

  it('drops places beyond the limit, and those with no coordinates, only when there is a limit', () => {
    expect(ids(queryCatalog(catalogue, index, { origin: HERE, withinKm: 5, sort: 'nearest' }))).toEqual(['Birch', 'Alder']);
    expect(ids(queryCatalog(catalogue, index, { origin: HERE, withinKm: 1 }))).toEqual(['Birch']);
    expect(ids(queryCatalog(catalogue, index, { origin: HERE, withinKm: null }))).toHaveLength(4);
    // A limit means nothing without a position.
    expect(ids(queryCatalog(catalogue, index, { withinKm: 1 }))).toHaveLength(4);
  });

  it('sorts by rating, by reviews and by newest', () => {
    expect(ids(queryCatalog(catalogue, index, { sort: 'rating' }))).toEqual(['Birch', 'Cedar', 'Alder', 'Dogwood']);
    expect(ids(queryCatalog(catalogue, index, { sort: 'reviews' }))).toEqual(['Cedar', 'Alder', 'Dogwood', 'Birch']);
    expect(ids(queryCatalog(catalogue, index, { sort: 'newest' }))).toEqual(['Birch', 'Cedar', 'Alder', 'Dogwood']);
  });

  it('keeps distances for the cards whatever the order', () => {
    const r = queryCatalog(catalogue, index, { origin: HERE, sort: 'rating' });
    expect(ids(r)).toEqual(['Birch', 'Cedar', 'Alder', 'Dogwood']);
    expect(r.distances.size).toBe(3);
  });

  it('never reorders the catalogue it was given', () => {
    const copy = [...catalogue];
    queryCatalog(catalogue, index, { origin: HERE, sort: 'nearest' });
    queryCatalog(catalogue, index, { sort: 'newest' });
    expect(catalogue).toEqual(copy);
  });
});

describe('queryCatalog at scale', () => {
  it('orders many places by distance exactly like a plain sort, ties in catalogue order', () => {
    const many = Array.from({ length: 3000 }, (_, i) =>
      makeListing({ title: `P${i}`, location: i % 7 === 0 ? null : at(((i * 7919) % 1000) / 100) }),
    );
    const r = queryCatalog(many, index, { origin: HERE, sort: 'nearest' });
    const km = (l: CatalogListing) => (l.location ? distanceKm(HERE, l.location) : Infinity);
    const expected = many
      .map((l, i) => ({ l, i, d: Math.round(km(l) * 1000) }))
      .sort((a, b) => (a.d === b.d ? a.i - b.i : (Number.isFinite(a.d) ? a.d : Infinity) - (Number.isFinite(b.d) ? b.d : Infinity)))
      .map((x) => x.l.title);
    expect(ids(r)).toEqual(expected);
    expect(ids(r).slice(-Math.ceil(3000 / 7))).toEqual(many.filter((l) => !l.location).map((l) => l.title));
  });
});
