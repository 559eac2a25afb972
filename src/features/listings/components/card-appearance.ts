// Whether a card's appearance counts (anonymous usage counts): its grid says so for the cards
// of its first screen (FIRST_SCREEN_CARDS) on /listings and the home page's featured grid.
import { createContext, useCallback, useContext } from 'react';
import { observeAppearance } from '@/lib/usage';

export const CardCountsContext = createContext(false);

/** A ref callback for the card's root: observes it while it counts, nothing otherwise. */
export function useAppearanceRef(listingId: string) {
  const counts = useContext(CardCountsContext);
  return useCallback((element: HTMLElement | null) => (counts && element ? observeAppearance(element, listingId) : undefined), [counts, listingId]);
}
