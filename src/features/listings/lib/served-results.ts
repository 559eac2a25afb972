// The first page of /listings' results for a URL, and home's featured six, computed by the server
// renderer from the published catalogue with the same query the page runs in the browser.
import type { CatalogListing } from '../data/catalog-schema';
import { toListing } from '../data/catalog-collection';
import { byDefaultOrder, rankedOf } from '../data/catalog-rank';
import { FIRST_PAGE, toCachedCard, type CachedCard } from '../data/first-screen-cache';
import { FEATURED_COUNT } from '../data/use-featured';
import { buildSearchIndex, type SearchIndex } from './search';
import { queryCatalog } from './query-catalog';
import { toCategory, toPriceRange } from './categories';
import { toSort } from './discovery-options';
import { toTags } from './tags';
import { toArea } from './map-area';

export interface ServedResults {
  cards: CachedCard[];
  total: number;
}

interface Prepared {
  listings: CatalogListing[];
  index: SearchIndex;
}

// One catalogue (one published snapshot) is shaped and indexed once, for every page drawn from it.
const prepared = new WeakMap<readonly Record<string, unknown>[], Prepared>();

function prepare(docs: readonly Record<string, unknown>[]): Prepared {
  let ready = prepared.get(docs);
  if (!ready) {
    const listings = docs
      .filter((d) => d._deleted !== true)
      .map(rankedOf)
      .sort(byDefaultOrder)
      .map((r) => toListing(r.doc));
    ready = { listings, index: buildSearchIndex(listings) };
    prepared.set(docs, ready);
  }
  return ready;
}

/**
 * /listings' first page for these URL parameters, or null where only the device can answer
 * (near me needs its position): the page then shows its loading state, as in the browser.
 */
export function listingsResults(docs: readonly Record<string, unknown>[], params: URLSearchParams, now: number): ServedResults | null {
  if (params.get('near') === '1') return null;
  const { listings, index } = prepare(docs);
  const results = queryCatalog(listings, index, {
    q: params.get('q') ?? '',
    category: toCategory(params.get('category')),
    price: toPriceRange(params.get('price')),
    tags: toTags(params.get('tags')),
    openNow: params.get('open') === '1',
    now,
    sort: toSort(params.get('sort')),
    area: toArea(params.get('area')),
  });
  return { cards: results.listings.slice(0, FIRST_PAGE).map(toCachedCard), total: results.listings.length };
}

/** Home's featured places: the first of the default order. */
export function featuredResults(docs: readonly Record<string, unknown>[]): ServedResults {
  const { listings } = prepare(docs);
  return { cards: listings.slice(0, FEATURED_COUNT).map(toCachedCard), total: listings.length };
}
