// Appearances: a card on the first screen of results (or of a home grid) counts once at least
// half of it has been in view. One observer serves every card, and a card keeps no state for it,
// so counting never re-renders a grid or moves anything.
import { recordListingEvent } from './record';

/** The cards of a result set (or home grid) whose appearance counts: its first screen. */
export const FIRST_SCREEN_CARDS = 12;
/** The share of a card that must be in view. */
export const APPEARANCE_RATIO = 0.5;

const listingOf = new WeakMap<Element, string>();
let observer: IntersectionObserver | null = null;

function observerOf(): IntersectionObserver | null {
  if (observer || typeof IntersectionObserver === 'undefined') return observer;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < APPEARANCE_RATIO) continue;
        const id = listingOf.get(entry.target);
        if (id) recordListingEvent('appearance', id);
        observer?.unobserve(entry.target);
        listingOf.delete(entry.target);
      }
    },
    { threshold: APPEARANCE_RATIO },
  );
  return observer;
}

/** Counts `listingId`'s appearance when `element` is half in view; returns the clean-up. */
export function observeAppearance(element: Element, listingId: string): () => void {
  const io = observerOf();
  if (!io) return () => undefined;
  listingOf.set(element, listingId);
  io.observe(element);
  return () => {
    io.unobserve(element);
    listingOf.delete(element);
  };
}
