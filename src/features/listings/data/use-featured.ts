// Top 6 by rating straight from the ascending `rank` index: home never loads the whole catalogue.
// Until the database has them, the first-screen snapshot shows the same six.
import { useEffect } from 'react';
import { map } from 'rxjs';
import { useObservable } from '@/hooks/use-observable';
import { useFirstSync } from '@/hooks/use-first-sync';
import type { CatalogListing } from './catalog-schema';
import { CATALOG, getCatalogCollection } from './catalog-collection';
import { DEFAULT_SORT, useFirstScreen, watchFirstScreen } from './first-screen-cache';
import { useServedResults } from './served-page';

export const FEATURED_COUNT = 6;

export function useFeatured() {
  const state = useObservable(
    async () =>
      (await getCatalogCollection())
        .find({ sort: DEFAULT_SORT, limit: FEATURED_COUNT })
        .$.pipe(map((docs) => docs.map((d) => d.toJSON() as CatalogListing))),
    [],
  );
  useEffect(() => void watchFirstScreen().catch(() => undefined), []);
  // The six the server drew (hydration needs the same), else the device's first-screen snapshot.
  const served = useServedResults();
  const snapshot = useFirstScreen(!served);
  const cached = served ?? snapshot;
  const { settled, syncError } = useFirstSync(CATALOG);
  const listings = state.data ?? [];
  const waiting = state.status === 'ready' && listings.length === 0 && !settled;
  // Also while a first visit's database is still empty (its snapshot not inserted yet).
  if ((state.status === 'loading' || (waiting && !syncError)) && cached) return { listings: cached.listings.slice(0, FEATURED_COUNT), loading: false, error: null };
  return {
    listings,
    loading: state.status === 'loading' || (waiting && !syncError),
    error: state.status === 'error' ? state.error.message : waiting ? syncError : null,
  };
}
