// Top 6 by rating straight from the ascending `rank` index: home never loads the whole catalogue.
import { map } from 'rxjs';
import { useObservable } from '@/hooks/use-observable';
import { useFirstSync } from '@/hooks/use-first-sync';
import type { CatalogListing } from './catalog-schema';
import { CATALOG, getCatalogCollection } from './catalog-collection';

export const FEATURED_COUNT = 6;

export function useFeatured() {
  const state = useObservable(
    async () =>
      (await getCatalogCollection())
        .find({ sort: [{ rank: 'asc' }, { id: 'asc' }], limit: FEATURED_COUNT })
        .$.pipe(map((docs) => docs.map((d) => d.toJSON() as CatalogListing))),
    [],
  );
  const { settled, syncError } = useFirstSync(CATALOG);
  const listings = state.data ?? [];
  const waiting = state.status === 'ready' && listings.length === 0 && !settled;
  return {
    listings,
    loading: state.status === 'loading' || (waiting && !syncError),
    error: state.status === 'error' ? state.error.message : waiting ? syncError : null,
  };
}
