// Whether a replicated collection can be trusted to be complete on this device:
// it pulled once (now or on an earlier visit), or we are offline and it is all we have.
import { useSyncExternalStore } from 'react';
import { useSyncStore } from '@/stores/sync-store';

export const syncedFlagKey = (collection: string) => `forkful:synced:${collection}`;

export function hasSyncedBefore(collection: string) {
  try {
    return localStorage.getItem(syncedFlagKey(collection)) === '1';
  } catch {
    return false;
  }
}

const subscribeNever = () => () => undefined;

export function useFirstSync(collection: string) {
  const syncedNow = useSyncStore((s) => s.synced[collection] === true);
  const online = useSyncStore((s) => s.online);
  const lastError = useSyncStore((s) => s.lastError);
  // The device's flag is not the server's: a page it rendered hydrates as a first visit, then reads it.
  const syncedBefore = useSyncExternalStore(
    subscribeNever,
    () => hasSyncedBefore(collection),
    () => false,
  );
  const settled = syncedNow || syncedBefore || !online;
  return { settled, syncError: settled ? null : lastError };
}
