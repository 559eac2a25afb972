// The whole local catalogue in memory with its search index, shared by every screen that
// browses it. One RxDB subscription for the app, not one per component; the search index is
// updated incrementally from one emission to the next (only changed documents are re-indexed).
import { useMemo, useSyncExternalStore } from 'react';
import type { RxDocument } from 'rxdb';
import type { Subscription } from 'rxjs';
import { useFirstSync } from '@/hooks/use-first-sync';
import { useStorageStore } from '@/stores/storage-store';
import { buildSearchIndex, createSearchIndexer, type SearchIndex } from '../lib/search';
import type { CatalogListing } from './catalog-schema';
import { CATALOG, getCatalogCollection, toListing } from './catalog-collection';
import { byDefaultOrder, rankedOf } from './catalog-rank';
import { earlyCatalogDocs, subscribeEarlyCatalog } from './early-catalog';
import { DEFAULT_SORT, watchFirstScreen } from './first-screen-cache';

interface Snapshot {
  status: 'loading' | 'ready' | 'error';
  listings: CatalogListing[];
  index: SearchIndex;
  error?: string;
}

const subscribeNone = () => () => undefined;
const noDocs = () => null;
const EMPTY: SearchIndex = buildSearchIndex([]);
let snapshot: Snapshot = { status: 'loading', listings: [], index: EMPTY };
const listeners = new Set<() => void>();
let subscription: Subscription | null = null;
let starting = false;
/** Bumped by resetCatalogStore so a start scheduled before a reset never runs after it. */
let generation = 0;

function emit(next: Snapshot) {
  snapshot = next;
  listeners.forEach((l) => l());
}

function start() {
  if (starting) return;
  starting = true;
  const scheduled = generation;
  const indexDocs = createSearchIndexer<RxDocument<CatalogListing>>({
    id: (d) => d.primary,
    revision: (d) => d.revision,
    listing: (d) => d.toJSON() as CatalogListing,
  });
  void watchFirstScreen().catch(() => undefined);
  getCatalogCollection().then(
    (collection) => {
      if (scheduled !== generation) return;
      subscription = collection.find({ sort: DEFAULT_SORT }).$.subscribe({
        next: (docs) => {
          const { listings, index } = indexDocs(docs);
          if (listings !== snapshot.listings || snapshot.status !== 'ready') emit({ status: 'ready', listings, index });
        },
        error: (error: unknown) => emit({ ...snapshot, status: 'error', error: String((error as Error)?.message ?? error) }),
      });
    },
    (error: unknown) => emit({ ...snapshot, status: 'error', error: String((error as Error)?.message ?? error) }),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Let the first screen (an indexed, limited query) paint before the full load competes.
  const scheduled = generation;
  const run = () => scheduled === generation && listeners.size > 0 && start();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 300 });
  else setTimeout(run, 50);
  return () => listeners.delete(listener);
}

/** Test hook: forget the shared subscription (the database is reset between tests). */
export function resetCatalogStore() {
  generation += 1;
  subscription?.unsubscribe();
  subscription = null;
  starting = false;
  snapshot = { status: 'loading', listings: [], index: EMPTY };
}

/**
 * A first visit on a device too full to store any of the catalogue: the downloaded snapshot,
 * which the first visit keeps in memory anyway (early-catalog.ts), stands in while online.
 */
function useUnstoredCatalog(empty: boolean) {
  const full = useStorageStore((s) => s.full);
  // Subscribed only when it is needed: a store change re-renders its users synchronously.
  const wanted = full && empty;
  const early = useSyncExternalStore(wanted ? subscribeEarlyCatalog : subscribeNone, wanted ? earlyCatalogDocs : noDocs, noDocs);
  return useMemo(() => {
    if (!wanted || !early) return null;
    const listings = early
      .filter((d) => d._deleted !== true)
      .map(rankedOf)
      .sort(byDefaultOrder)
      .map((r) => toListing(r.doc));
    return { listings, index: buildSearchIndex(listings), loading: false, error: null };
  }, [wanted, early]);
}

export function useCatalog() {
  const snap = useSyncExternalStore(subscribe, () => snapshot, () => snapshot);
  const { settled, syncError } = useFirstSync(CATALOG);
  const unstored = useUnstoredCatalog(snap.status === 'ready' && snap.listings.length === 0);
  if (unstored) return unstored;
  // An empty local catalogue before the first sync is "still loading", not "no results".
  const waitingForSync = snap.status === 'ready' && snap.listings.length === 0 && !settled;
  return {
    listings: snap.listings,
    index: snap.index,
    loading: snap.status === 'loading' || (waitingForSync && !syncError),
    error: snap.status === 'error' ? snap.error : waitingForSync ? syncError : null,
  };
}
