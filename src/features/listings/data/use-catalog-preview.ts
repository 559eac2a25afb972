// The first screen of /listings straight from the rank index: on a slow phone, loading all
// 10,000 listings and indexing them takes seconds, while a limited indexed query and a count
// take milliseconds (docs/benchmarks.md). The full in-memory index takes over once ready; before
// the database answers at all, the first-screen snapshot stands in (first-screen-cache.ts).
import { combineLatest, map, of } from 'rxjs';
import { useObservable } from '@/hooks/use-observable';
import type { CatalogListing, Category } from './catalog-schema';
import { getCatalogCollection } from './catalog-collection';
import { DEFAULT_SORT } from './first-screen-cache';

export function useCatalogPreview(category: Category | undefined, limit: number, enabled: boolean) {
  const state = useObservable(async () => {
    if (!enabled) return of(null);
    const collection = await getCatalogCollection();
    const selector = category ? { category } : {};
    return combineLatest([
      collection.find({ selector, sort: DEFAULT_SORT, limit }).$,
      collection.count({ selector }).$,
    ]).pipe(map(([docs, total]) => ({ listings: docs.map((d) => d.toJSON() as CatalogListing), total })));
  }, [category, limit, enabled]);
  return state.data ?? null;
}
