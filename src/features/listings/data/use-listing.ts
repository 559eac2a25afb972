import { useObservable } from '@/hooks/use-observable';
import { useFirstSync } from '@/hooks/use-first-sync';
import type { CatalogListing } from './catalog-schema';
import { CATALOG, getCatalogCollection } from './catalog-collection';
import { map } from 'rxjs';

/** One public listing; `notFound` only once the catalogue is known to be complete. */
export function useListing(id: string | undefined) {
  const state = useObservable(
    async () => (await getCatalogCollection()).findOne(id ?? '').$.pipe(map((d) => (d ? (d.toJSON() as CatalogListing) : null))),
    [id],
  );
  const { settled, syncError } = useFirstSync(CATALOG);
  const listing = state.data ?? null;
  const missing = state.status === 'ready' && !listing;
  return {
    listing,
    loading: state.status === 'loading' || (missing && !settled && !syncError),
    notFound: !id || (missing && (settled || !!syncError)),
    error: state.status === 'error' ? state.error.message : null,
  };
}
