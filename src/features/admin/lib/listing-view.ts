// How the admin's Listings tab lays listings out on this device: dense rows or full cards.
// Remembered per device (local storage), not per account: a phone and a desk want different things.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { theme } from '@/lib/theme';

export type ListingView = 'list' | 'cards';

interface ListingViewState {
  /** null until the admin picks one: the device's default applies. */
  view: ListingView | null;
  setView: (view: ListingView) => void;
}

export const useListingViewStore = create<ListingViewState>()(
  persist((set) => ({ view: null, setView: (view) => set({ view }) }), { name: 'forkful:admin-listing-view' }),
);

/** Rows on a desktop, where dozens of cards are slow to scan; cards on a phone's narrow screen. */
export function defaultListingView(wide = typeof matchMedia === 'function' && matchMedia(`(min-width: ${theme.breakpoint.md})`).matches): ListingView {
  return wide ? 'list' : 'cards';
}

/** The layout in use and its setter. */
export function useListingView(): [ListingView, (view: ListingView) => void] {
  const view = useListingViewStore((s) => s.view);
  const setView = useListingViewStore((s) => s.setView);
  return [view ?? defaultListingView(), setView];
}
