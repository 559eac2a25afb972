import { describe, expect, it } from 'vitest';
import { makeListing } from '@/testing/fixtures';
import { seedCatalog } from '@/testing/seed-catalog';
import type { CatalogListing } from '../data/catalog-schema';
import { buildSearchIndex, byRating, categoriesFound, createSearchIndexer, fold, searchIndex, searchListings } from './search';

const pizza = makeListing({ title: 'Luigi’s Pizza', category: 'Restaurant', description: 'Wood-fired Neapolitan pies.', priceRange: '$$' });
const bakery = makeListing({ title: 'Golden Crumb', category: 'Bakery', description: 'Naturally leavened sourdough.', priceRange: '$' });
const cafe = makeListing({ title: 'Café Olé', category: 'Cafe', description: 'Brunch all day.', priceRange: undefined });
const index = buildSearchIndex([pizza, bakery, cafe]);
const titles = (q: string, idx = index) => searchIndex(idx, q)?.map((h) => h.listing.title);

describe('searchIndex on the demo seed', () => {
  const seed = seedCatalog();
  const seedIndex = buildSearchIndex(seed);
  const found = (q: string) => searchIndex(seedIndex, q)!.map((h) => h.listing);

  it('finds the pizza places for "piza" (one letter missing), first', () => {
    const withPizza = seed.filter((l) => /pizza/i.test(l.title));
    expect(withPizza.length).toBeGreaterThan(1);
    const hits = found('piza');
    expect(hits.slice(0, withPizza.length)).toEqual(expect.arrayContaining(withPizza));
  });

  it('finds the coffee places for "cofee"', () => {
    const coffee = seed.filter((l) => l.category === 'Coffee Shop');
    expect(found('cofee')).toEqual(expect.arrayContaining(coffee));
  });

  it('finds The Copper Pot Bistro for "creme brulee" and for its accented spelling', () => {
    expect(found('creme brulee').map((l) => l.title)).toEqual(['The Copper Pot Bistro']);
    expect(found('Crème BRÛLÉE').map((l) => l.title)).toEqual(['The Copper Pot Bistro']);
  });

  it('matches the beginning of words while typing', () => {
    const espresso = seed.filter((l) => /espresso/i.test(`${l.title} ${l.description}`));
    expect(espresso.length).toBeGreaterThan(1);
    expect(found('espre')).toEqual(expect.arrayContaining(espresso));
  });
});

describe('searchIndex', () => {
  it('folds case and accents both ways', () => {
    expect(titles('PIZZA')).toEqual(['Luigi’s Pizza']);
    expect(titles('cafe ole')).toEqual(['Café Olé']);
    const plain = makeListing({ title: 'Creme de la Creme' });
    expect(titles('crème', buildSearchIndex([plain]))).toEqual(['Creme de la Creme']);
    expect(titles('luigis')).toEqual(['Luigi’s Pizza']);
    expect(fold('Straße Ærø')).toBe('strasse aero');
  });

  it('returns null when the query has no words', () => {
    expect(searchIndex(index, '  ·  ')).toBeNull();
  });

  it('tolerates one insertion, deletion, substitution or swap in words of 4+ letters', () => {
    expect(titles('sourdogh')).toEqual(['Golden Crumb']);
    expect(titles('sourrdough')).toEqual(['Golden Crumb']);
    expect(titles('sourdoogh')).toEqual(['Golden Crumb']);
    expect(titles('suordough')).toEqual(['Golden Crumb']);
    expect(titles('sorudough')).toEqual(['Golden Crumb']);
    // Two edits are too many.
    expect(titles('surdogh')).toEqual([]);
  });

  it('has no typo tolerance for words of 3 letters or fewer', () => {
    const idx = buildSearchIndex([makeListing({ title: 'Pho King' }), makeListing({ title: 'Bun Shop' })]);
    expect(titles('pho', idx)).toEqual(['Pho King']);
    expect(titles('pha', idx)).toEqual([]);
    expect(titles('bum', idx)).toEqual([]);
  });

  it('requires every word (AND)', () => {
    expect(titles('pizza sourdough')).toEqual([]);
    expect(titles('golden sourdough')).toEqual(['Golden Crumb']);
  });

  it('ranks title matches first, then catalogue order; typo-only matches after exact ones', () => {
    const a = makeListing({ title: 'Harbor Diner', description: 'Famous for its ramen.' });
    const b = makeListing({ title: 'Ramen Bar' });
    const c = makeListing({ title: 'Noodle House', description: 'Ramen and dumplings.' });
    const d = makeListing({ title: 'Ramin Grill' });
    const idx = buildSearchIndex([a, b, c, d]);
    const hits = searchIndex(idx, 'ramen')!;
    expect(hits.map((h) => [h.listing.title, h.tier])).toEqual([
      ['Ramen Bar', 0],
      ['Harbor Diner', 1],
      ['Noodle House', 1],
      ['Ramin Grill', 2],
    ]);
  });

  it('reports the words the query matched, shared by its hits', () => {
    const both = searchIndex(index, 'l')!;
    expect(both.map((h) => h.listing.title)).toEqual(['Luigi’s Pizza', 'Golden Crumb', 'Café Olé']);
    expect(both[0].terms).toBe(both[1].terms);
    expect(both[0].terms).toEqual(expect.arrayContaining(['luigis', 'llc', 'leavened']));
  });

  it('reports the folded words of the listing that matched', () => {
    const idx = buildSearchIndex([makeListing({ title: 'Crème Brûlée Café', description: 'Espresso bar.' })]);
    expect(searchIndex(idx, 'creme esp')![0].terms).toEqual(['creme', 'espresso']);
    expect(searchIndex(idx, 'brulle')![0].terms).toEqual(['brulee']);
  });
});

describe('searchListings', () => {
  it('combines text, category and price filters', () => {
    expect(searchListings(index, {})).toEqual([pizza, bakery, cafe]);
    expect(searchListings(index, { category: 'Bakery' })).toEqual([bakery]);
    expect(searchListings(index, { price: '$' })).toEqual([bakery]);
    // A listing that shows no price range (its plan may not include one) is claimed by none.
    expect(searchListings(index, { price: '$$' })).toEqual([pizza]);
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
  const plainHits = (idx: ReturnType<typeof buildSearchIndex>, q: string) =>
    searchIndex(idx, q)?.map(({ listing, tier, terms }) => ({ listing, tier, terms }));
  const same = (q: string, idx: ReturnType<typeof buildSearchIndex>, listings: CatalogListing[]) =>
    expect(plainHits(idx, q)).toEqual(plainHits(buildSearchIndex(listings), q));

  it('re-indexes only new and changed documents, and drops removed ones', () => {
    const { update, reads } = plain();
    const first = update([pizza, bakery, cafe]);
    expect(first).toMatchObject({ built: 3, dropped: 0 });
    const renamed = { ...bakery, title: 'Rye Sourdough Society', updatedAt: bakery.updatedAt + 1 };
    const added = makeListing({ title: 'Taco Rocket', category: 'Fast Food' });
    const next = update([pizza, renamed, added]);
    expect(next).toMatchObject({ built: 2, dropped: 1 });
    expect(reads()).toBe(5);
    // Unchanged documents keep their listing object; results match a full rebuild.
    expect(next.listings[0]).toBe(first.listings[0]);
    expect(next.listings).toEqual([pizza, renamed, added]);
    expect(titles('rye', next.index)).toEqual(['Rye Sourdough Society']);
    // "sourdough" moved from the description to the title: a title match now.
    expect(searchIndex(next.index, 'sourdough')!.map((h) => h.tier)).toEqual([0]);
    expect(titles('crumb', next.index)).toEqual([]);
    expect(titles('ole', next.index)).toEqual([]);
    for (const q of ['rye', 'ro', 'golden', 'piza', 'taco', 'sourdough']) same(q, next.index, [pizza, renamed, added]);
  });

  it('forgets the words of a removed document, typos and prefixes included', () => {
    const { update } = plain();
    update([pizza, bakery]);
    const { index: after } = update([pizza]);
    expect(titles('sourdough', after)).toEqual([]);
    expect(titles('sourdogh', after)).toEqual([]);
    expect(titles('sour', after)).toEqual([]);
  });

  it('follows a new order without re-indexing, and returns the same index when nothing changed', () => {
    const { update } = plain();
    update([pizza, bakery, cafe]);
    const reordered = update([cafe, pizza, bakery]);
    expect(reordered.built).toBe(0);
    expect(reordered.listings).toEqual([cafe, pizza, bakery]);
    expect(titles('place', reordered.index)).toEqual(['Café Olé', 'Luigi’s Pizza', 'Golden Crumb']);
    const again = update([cafe, pizza, bakery]);
    expect(again.index).toBe(reordered.index);
    expect(again.listings).toBe(reordered.listings);
  });

  it('re-reads a document whose revision changed even if its id did not', () => {
    let revision = 'r1';
    const update = createSearchIndexer<CatalogListing>({ id: (l) => l.id, revision: () => revision, listing: (l) => l });
    update([pizza]);
    revision = 'r2';
    const edited = { ...pizza, description: 'Now with calzone.' };
    const { index: idx } = update([edited]);
    expect(searchIndex(idx, 'calzone')!.map((h) => h.listing)).toEqual([edited]);
    expect(searchIndex(idx, 'neapolitan')).toEqual([]);
  });
});

describe('menus and tags in search', () => {
  const menu = (...names: string[]) => [{ name: 'Mains', items: names.map((name) => ({ name, description: 'Slow broth.', price: 14, dietary: [] })) }];
  const ramenBar = makeListing({ title: 'Ramen Yokocho', description: 'Noodles late.' });
  const izakaya = { ...makeListing({ title: 'Kumo Izakaya', description: 'Small plates and sake.' }), menu: menu('Tonkotsu Ramen', 'Karaage') } as CatalogListing;
  const diner = { ...makeListing({ title: 'Blue Diner', description: 'Pancakes.' }), tags: ['wifi', 'vegan-options'] } as CatalogListing;
  const idx = buildSearchIndex([izakaya, ramenBar, diner]);

  it('"ramen" finds a place whose menu has ramen, ranked below a name match', () => {
    const hits = searchIndex(idx, 'ramen')!;
    expect(hits.map((h) => h.listing.title)).toEqual(['Ramen Yokocho', 'Kumo Izakaya']);
    expect(hits.map((h) => h.tier)).toEqual([0, 1]);
    expect(titles('karage', idx)).toEqual(['Kumo Izakaya']);
  });

  it('finds a tag by its label, and not by an item description', () => {
    expect(titles('wi-fi', idx)).toEqual(['Blue Diner']);
    expect(titles('vegan', idx)).toEqual(['Blue Diner']);
    expect(titles('broth', idx)).toEqual([]);
  });

  it('re-indexes a menu that changed', () => {
    const update = createSearchIndexer<CatalogListing>({ id: (l) => l.id, revision: (l) => l.updatedAt, listing: (l) => l });
    update([izakaya]);
    const changed = { ...izakaya, menu: menu('Udon'), updatedAt: 1 } as CatalogListing;
    const { index: after } = update([changed]);
    expect(titles('ramen', after)).toEqual([]);
    expect(titles('udon', after)).toEqual(['Kumo Izakaya']);
  });
});
