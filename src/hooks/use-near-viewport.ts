// Work a section needs only once it may be seen (a map, a booking card's free times): starts
// when the element comes within a screen of the viewport and the browser has had an idle moment,
// not during the page's first paint and hydration.
import { useEffect, useState, type RefObject } from 'react';

interface Options {
  /** What to answer where IntersectionObserver is missing (a very old browser, a test's DOM). */
  unsupported?: boolean;
}

/** True once the element has been within a screen of the viewport and the browser was idle once. */
export function useNearViewport(ref: RefObject<HTMLElement | null>, { unsupported = false }: Options = {}): boolean {
  const [near, setNear] = useState(() => unsupported && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || near || typeof IntersectionObserver === 'undefined') return;
    let idle = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        const go = () => setNear(true);
        idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(go, { timeout: 3000 }) : window.setTimeout(go, 300);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
  }, [ref, near]);
  return near;
}
