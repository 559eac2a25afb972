// The diner's last position for this tab's session: in memory only (never persisted, never sent),
// so going to a listing and Back does not ask the device again.
import { create } from 'zustand';

export interface Fix {
  lat: number;
  lng: number;
  /** When the device reported it (epoch ms). */
  at: number;
}

interface NearMeState {
  position: Fix | null;
  setPosition: (position: Fix | null) => void;
}

export const useNearMeStore = create<NearMeState>()((set) => ({
  position: null,
  setPosition: (position) => set({ position }),
}));
