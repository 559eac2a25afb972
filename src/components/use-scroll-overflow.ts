// Which ends of a sideways-scrolling box (a phone's tab strip, a wide table) hide content, so
// the box can show where more is: a fade on that edge, a "scroll for more" line.
import { useEffect, useState, type RefObject } from 'react';

export type ScrollOverflow = 'none' | 'start' | 'end' | 'both';

export function useScrollOverflow(ref: RefObject<HTMLElement | null>): ScrollOverflow {
  const [overflow, setOverflow] = useState<ScrollOverflow>('none');
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const measure = () => {
      const before = strip.scrollLeft > 1;
      const after = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
      setOverflow(before && after ? 'both' : before ? 'start' : after ? 'end' : 'none');
    };
    measure();
    strip.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return overflow;
}

