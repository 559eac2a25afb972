import { useMemo, useSyncExternalStore } from 'react';
import { useObservable } from '@/hooks/use-observable';
import { useFirstSync } from '@/hooks/use-first-sync';
import { useStorageStore } from '@/stores/storage-store';
import type { CatalogListing } from './catalog-schema';
import { CATALOG, getCatalogCollection, toListing } from './catalog-collection';
import { map } from 'rxjs';
import { earlyCatalogDocs, subscribeEarlyCatalog } from './early-catalog';
import { useServedListing } from './served-page';

const noDocs = () => null;
const subscribeNone = () => () => undefined;

/**
 * The listing as a first visit's downloaded snapshot has it, or null (not a first visit, not
 * there, not yet, no id). Without an id it does not subscribe: the snapshot arriving then must
 * not re-render the page (synchronously, as a store change does).
 */
function useEarlyListing(id: string | undefined): CatalogListing | null {
  const all = useSyncExternalStore(id ? subscribeEarlyCatalog : subscribeNone, id ? earlyCatalogDocs : noDocs, noDocs);
  return useMemo(() => {
    const raw = id && all ? all.find((d) => d.id === id && d._deleted !== true) : undefined;
    return raw ? toListing(raw) : null;
  }, [all, id]);
}

/** One public listing; `notFound` only once the database has answered and the catalogue is complete. */
export function useListing(id: string | undefined) {
  const state = useObservable(
    async () => (await getCatalogCollection()).findOne(id ?? '').$.pipe(map((d) => (d ? (d.toJSON() as CatalogListing) : null))),
    [id],
  );
  const { settled, syncError } = useFirstSync(CATALOG);
  const missing = state.status === 'ready' && !state.data;
  const waiting = state.status === 'loading' || (missing && !settled && !syncError);
  // A first visit: the downloaded snapshot's copy until the database has it, or while the
  // device is too full to store it.
  const full = useStorageStore((s) => s.full);
  const standIn = waiting || (missing && full) ? id : undefined;
  // A server-rendered page: the listing it drew (hydration needs the same), also before the snapshot.
  const served = useServedListing(standIn);
  const downloaded = useEarlyListing(served ? undefined : standIn);
  const early = served ?? downloaded;
  const listing = state.data ?? early;
  return {
    listing,
    loading: waiting && !early,
    notFound: !id || (missing && !early && (settled || !!syncError)),
    error: state.status === 'error' ? state.error.message : null,
  };
}
