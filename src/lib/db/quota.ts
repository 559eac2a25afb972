// A full device: recognises the storage quota running out in the errors IndexedDB, Dexie and RxDB
// pass on, and keeps the storage-full state (src/stores/storage-store.ts) up while it lasts.
import { useStorageStore } from '@/stores/storage-store';
import { getDatabase } from './database';

const setStorageFull = (full: boolean) => useStorageStore.getState().setFull(full);

/** Where the browser's error sits in what Dexie (`inner`) and RxDB (`parameters`) wrap it in. */
const NESTED = ['inner', 'cause', 'error', 'writeError', 'parameters', 'errors', 'innerErrors', 'failures'] as const;

/**
 * IndexedDB refuses a write past the quota with a DOMException named 'QuotaExceededError' (legacy
 * code 22); Dexie keeps the name and the original as `inner`, RxDB nests either in its own
 * error's parameters, and some layers keep only the text.
 */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (depth > 6 || error == null || typeof error !== 'object') return false;
  if (Array.isArray(error)) return error.some((e) => isQuotaError(e, depth + 1));
  const e = error as Record<string, unknown>;
  if (e.name === 'QuotaExceededError' || (e.code === 22 && e.name !== undefined)) return true;
  if (typeof e.message === 'string' && /QuotaExceeded|quota (has been |was )?exceeded/i.test(e.message)) return true;
  return NESTED.some((key) => isQuotaError(e[key], depth + 1));
}

const failing = new Set<string>();
let watching: Promise<{ unsubscribe: () => void } | null> | null = null;

/**
 * Raises the banner until a later write into each collection that failed goes through (room
 * was freed). A replication is named after its collection, and its retries pull everything
 * since its last stored checkpoint again, so a write that goes through means it caught up.
 * Nothing is deleted to make room: the database, and the drafts in it, stay as they are.
 */
export function noteQuotaError(collectionName: string) {
  failing.add(collectionName);
  setStorageFull(true);
  watching ??= getDatabase()
    .then((db) =>
      db.eventBulks$.subscribe((bulk) => {
        if (!bulk.collectionName || !failing.delete(bulk.collectionName)) return;
        if (failing.size === 0) setStorageFull(false);
      }),
    )
    .catch(() => {
      watching = null;
      return null;
    });
}

/** Test hook. */
export function resetQuotaWatch() {
  failing.clear();
  void watching?.then((s) => s?.unsubscribe());
  watching = null;
  setStorageFull(false);
}
