// Renders a long list a few items per task: Preact commits an update in one go, so a grid of
// two dozen cards (and its layout) would otherwise be one long task that a tap has to wait for.
import { useEffect, useState } from 'react';

/**
 * Starts at `first` and, one frame after each commit, grows by `step` until it reaches `total`.
 * It never shrinks: a new list (a filter, more results) renders at once as far as the old one
 * had grown, and only what goes beyond follows in slices.
 */
export function useGrowingCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    // Effects run after the frame is painted; a timeout then lets input and the browser's own
    // work go first before the next slice.
    const timer = setTimeout(() => setCount((n) => n + step), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return count;
}
