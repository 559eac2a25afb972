// The running replications of this tab: their errors are reported, their first pull recorded
// (the "synced once" flag that tells an empty list from one not pulled yet), and every one of
// them is nudged on wake-ups.
import { syncedFlagKey } from '@/hooks/use-first-sync';
import { useSyncStore } from '@/stores/sync-store';

/** What sync needs of an RxDB replication state (a fake one in unit tests). */
export interface Replication {
  error$: { subscribe: (next: (error: unknown) => void) => unknown };
  awaitInitialReplication: () => Promise<unknown>;
  isStopped: () => boolean;
  reSync: () => void;
  cancel: () => Promise<unknown>;
}

export function createWatcher(report: (name: string, error: unknown) => void) {
  let running: Replication[] = [];
  return {
    watch(name: string, state: Replication) {
      running.push(state);
      state.error$.subscribe((error) => {
        // A cancelled replication (the user signed out) may still report its last request.
        if (!state.isStopped()) report(name, error);
      });
      void state.awaitInitialReplication().then(() => {
        if (state.isStopped()) return;
        useSyncStore.getState().markSynced(name);
        useSyncStore.getState().setError(null);
        try {
          localStorage.setItem(syncedFlagKey(name), '1');
        } catch {
          /* private mode: the flag only speeds up the next offline start */
        }
      });
    },
    unwatch(states: Replication[]) {
      running = running.filter((r) => !states.includes(r));
    },
    resyncAll() {
      running.forEach((r) => r.reSync());
    },
    running: () => [...running],
  };
}

export type Watcher = ReturnType<typeof createWatcher>;
