// Small copies of what first screens show, kept in IndexedDB outside RxDB (idb-keyval), so a
// start-up can paint them before the RxDB and Dexie chunks have even loaded. A snapshot belongs
// to one collection and is dropped whenever that collection's local data is (database.ts).
import { clear, createStore, delMany, entries, keys, set, type UseStore } from 'idb-keyval';
import { takeEarlyRead } from '../early-reads';
// index.html's inline script reads the same store early (earlyStart).
import { SNAPSHOT_DB, SNAPSHOT_STORE } from '../landing';

let store: UseStore | null = null;
/** Everything stored, read once per start: a handful of small records. */
let loaded: Promise<Map<string, unknown>> | null = null;
let cache = new Map<string, unknown>();
/** Bumped on every clear, so a read or write begun before a clear never lands after it. */
let generation = 0;

const storeOf = () => (store ??= createStore(SNAPSHOT_DB, SNAPSHOT_STORE));
const keyOf = (collection: string, name: string) => `${collection}/${name}`;

/** Starts reading the snapshots (idempotent). Call it as early as possible at start-up. */
export function prefetchSnapshots(): Promise<Map<string, unknown>> {
  if (!loaded) {
    const started = generation;
    const early = takeEarlyRead('snapshots')?.then((pairs) => pairs ?? entries<string, unknown>(storeOf()));
    loaded = (early ?? entries<string, unknown>(storeOf())).then(
      (pairs) => {
        if (started === generation) cache = new Map(pairs);
        return cache;
      },
      // No IndexedDB (private mode, blocked): no snapshot, the screens wait for the database.
      () => cache,
    );
  }
  return loaded;
}

/** The snapshot if the prefetch has finished, else undefined (no rendering waits for it). */
export function peekSnapshot<T>(collection: string, name: string): T | undefined {
  return cache.get(keyOf(collection, name)) as T | undefined;
}

export async function readSnapshot<T>(collection: string, name: string): Promise<T | undefined> {
  await prefetchSnapshots();
  return peekSnapshot<T>(collection, name);
}

export async function writeSnapshot(collection: string, name: string, value: unknown): Promise<void> {
  const started = generation;
  await prefetchSnapshots();
  if (started !== generation) return;
  cache.set(keyOf(collection, name), value);
  await set(keyOf(collection, name), value, storeOf());
  // A clear that ran while this write was queued wins.
  if (started !== generation) await removeSnapshots(collection);
}

/** Drops a collection's snapshots whose name starts with `prefix` except `keep` (older versions of one snapshot). */
export async function pruneSnapshots(collection: string, prefix: string, keep: string): Promise<void> {
  await prefetchSnapshots();
  const stale = [...cache.keys()].filter((k) => k.startsWith(keyOf(collection, prefix)) && k !== keyOf(collection, keep));
  if (stale.length === 0) return;
  stale.forEach((k) => cache.delete(k));
  await delMany(stale, storeOf());
}

/** Drops one collection's snapshots, or every snapshot when no collection is named. */
export async function removeSnapshots(collection?: string): Promise<void> {
  generation += 1;
  const prefix = collection === undefined ? '' : `${collection}/`;
  for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
  try {
    if (collection === undefined) await clear(storeOf());
    else await delMany((await keys<string>(storeOf())).filter((k) => k.startsWith(prefix)), storeOf());
  } catch {
    /* no IndexedDB: nothing was stored */
  }
}

/** Test hook: forget what this tab read (the stored records stay). */
export function forgetPrefetchedSnapshots() {
  loaded = null;
  cache = new Map();
}
