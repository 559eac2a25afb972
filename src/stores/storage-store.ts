// Whether this device's storage is full right now (src/lib/db/quota.ts keeps it; the shell's
// storage-full banner reads it).
import { create } from 'zustand';

interface StorageState {
  full: boolean;
  setFull: (full: boolean) => void;
}

export const useStorageStore = create<StorageState>((set) => ({
  full: false,
  setFull: (full) => set({ full }),
}));
