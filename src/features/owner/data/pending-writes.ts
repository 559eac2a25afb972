// Which of an owner's local listing changes have not reached Firestore yet ("waiting to
// sync" on their cards). Persisted, so the state survives reloads and app restarts; keyed by
// collection name, so each user's drafts are tracked apart. The replication clears an entry
// when it has pushed that version (see trackPushes).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface PendingWritesState {
  /** collection name → listing id → updatedAt of the newest local write not yet pushed. */
  byCollection: Record<string, Record<string, number>>;
  mark: (collection: string, id: string, updatedAt: number) => void;
  settle: (collection: string, id: string, pushedUpdatedAt: number) => void;
}

export const usePendingWrites = create<PendingWritesState>()(
  persist(
    (set) => ({
      byCollection: {},
      mark: (collection, id, updatedAt) =>
        set((s) => ({ byCollection: { ...s.byCollection, [collection]: { ...s.byCollection[collection], [id]: updatedAt } } })),
      settle: (collection, id, pushedUpdatedAt) =>
        set((s) => {
          const entries = s.byCollection[collection];
          // An edit made while the previous version was on its way stays pending.
          if (!entries || entries[id] === undefined || entries[id] > pushedUpdatedAt) return s;
          const rest = { ...entries };
          delete rest[id];
          const byCollection = { ...s.byCollection, [collection]: rest };
          if (Object.keys(rest).length === 0) delete byCollection[collection];
          return { byCollection };
        }),
    }),
    { name: 'forkful:pending-writes' },
  ),
);

// The tab that replicates (the leader) settles entries; the others follow through storage.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === 'forkful:pending-writes') void usePendingWrites.persist.rehydrate();
  });
}

export const hasPendingWrites = (collection: string) =>
  Object.keys(usePendingWrites.getState().byCollection[collection] ?? {}).length > 0;

/** Clears each listing version the replication reports as pushed. */
export function trackPushes(
  collection: string,
  sent$: { subscribe: (next: (doc: { id?: unknown; updatedAt?: unknown }) => void) => { unsubscribe: () => void } },
) {
  return sent$.subscribe((doc) => {
    if (typeof doc.id === 'string') usePendingWrites.getState().settle(collection, doc.id, typeof doc.updatedAt === 'number' ? doc.updatedAt : 0);
  });
}
