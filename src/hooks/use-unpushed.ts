// The ids of a per-user collection's local writes that have not reached Firestore yet, kept
// current (this tab's writes and settlements, and other tabs' through the storage event).
import { useMemo, useSyncExternalStore } from 'react';
import { UNPUSHED_EVENT, unpushedIds } from '@/lib/db/unpushed-writes';

function subscribe(onChange: () => void) {
  window.addEventListener(UNPUSHED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(UNPUSHED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** A stable string snapshot (React compares snapshots with Object.is). */
export function useUnpushedIds(collection: string | null): Set<string> {
  const key = useSyncExternalStore(subscribe, () => (collection ? unpushedIds(collection).sort().join('\n') : ''), () => '');
  return useMemo(() => new Set(key ? key.split('\n') : []), [key]);
}
