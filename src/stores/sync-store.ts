// Session-only state about connectivity, replication and the service worker.
import { create } from 'zustand';

interface SyncState {
  online: boolean;
  /** Collections whose first pull has finished at least once on this device. */
  synced: Record<string, boolean>;
  lastError: string | null;
  updateAvailable: boolean;
  applyUpdate: (() => void) | null;
  setOnline: (online: boolean) => void;
  markSynced: (collection: string) => void;
  setError: (message: string | null) => void;
  setUpdate: (apply: () => void) => void;
  dismissUpdate: () => void;
}

export const useSyncStore = create<SyncState>((set) => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  synced: {},
  lastError: null,
  updateAvailable: false,
  applyUpdate: null,
  setOnline: (online) => set({ online }),
  markSynced: (collection) => set((s) => ({ synced: { ...s.synced, [collection]: true } })),
  setError: (lastError) => set({ lastError }),
  setUpdate: (applyUpdate) => set({ updateAvailable: true, applyUpdate }),
  dismissUpdate: () => set({ updateAvailable: false }),
}));
