// A first visit's screens straight from the downloaded catalogue snapshot: the first screen of
// /listings and home (published as the first-screen snapshot) and any one listing, while RxDB,
// Firebase and the snapshot's insert are still to come (docs/sync.md).
import { useMemo, useSyncExternalStore } from 'react';
import { SNAPSHOT_MAX_AGE_MS, startSnapshotDownload, type DownloadOptions } from './catalog-download';
import type { CatalogListing } from './catalog-schema';
import { rankOf, ratingOf, toCatalogDoc } from './catalog-collection';
import { FIRST_PAGE, hasFirstScreen, saveFirstScreen } from './first-screen-cache';

export interface EarlyOptions extends DownloadOptions {
  /** No local database yet (index.html's preload asks the same question). */
  firstVisit?: () => Promise<boolean>;
  now?: () => number;
}

/** RxDB's Dexie databases are named rxdb-dexie-<database>--…; none means this device has no catalogue. */
async function noLocalDatabase(): Promise<boolean> {
  if (!indexedDB.databases) return false;
  const dbs = await indexedDB.databases();
  return !dbs.some((d) => d.name?.startsWith('rxdb-dexie-forkful'));
}

let started: Promise<void> | null = null;
let docs: Record<string, unknown>[] | null = null;
const listeners = new Set<() => void>();

/**
 * The first page in the default order and the count, without shaping every document: the rank
 * comes from the rating alone, so only the winners go through toCatalogDoc.
 */
export function firstScreenOf(raw: Record<string, unknown>[]): { firstPage: CatalogListing[]; total: number } {
  const live = raw.filter((d) => d._deleted !== true);
  const ranked = live.map((d) => ({ d, rank: rankOf(ratingOf(d.rating)), id: String(d.id) }));
  // The rank index's order: rank ascending, then id.
  ranked.sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { firstPage: ranked.slice(0, FIRST_PAGE).map(({ d }) => shape(d)), total: live.length };
}

function shape(raw: Record<string, unknown>): CatalogListing {
  const { _deleted: _, ...listing } = toCatalogDoc(raw);
  return listing;
}

/**
 * On a first visit only, and once: downloads the snapshot (the replication takes the same
 * download over) and publishes its first screen. A repeat visit has its own first-screen
 * snapshot and its database: nothing to do.
 */
export function startEarlyCatalog(options: EarlyOptions = {}): Promise<void> {
  started ??= (async () => {
    if (!(await (options.firstVisit ?? noLocalDatabase)())) return;
    const fetched = await startSnapshotDownload(options);
    // A snapshot the replication will not take (stale, malformed) is not shown either.
    if (!('ok' in fetched) || (options.now ?? Date.now)() - fetched.body.builtAt > SNAPSHOT_MAX_AGE_MS) return;
    docs = fetched.body.docs;
    listeners.forEach((l) => l());
    // The database may already have written its own (it wins: it also has what changed since).
    if (await hasFirstScreen()) return;
    const { firstPage, total } = firstScreenOf(docs);
    await saveFirstScreen(firstPage, total);
  })().catch((error: unknown) => console.warn('Early first screen failed', error));
  return started;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The listing as the downloaded snapshot has it, or null (not a first visit, not there, not yet). */
export function useEarlyListing(id: string | undefined): CatalogListing | null {
  const all = useSyncExternalStore(subscribe, () => docs);
  return useMemo(() => {
    const raw = id && all ? all.find((d) => d.id === id && d._deleted !== true) : undefined;
    return raw ? shape(raw) : null;
  }, [all, id]);
}

/** Test hook: forget this start's early catalogue. */
export function resetEarlyCatalog() {
  started = null;
  docs = null;
}
