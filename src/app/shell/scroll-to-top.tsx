import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a new page may take to show its heading (a lazy chunk, a listing read from the database). */
const HEADING_WAIT_MS = 5000;

/**
 * New pages start at the top; back/forward (POP) keeps the browser's own restoration. After a
 * navigation (not the first load), focus moves to the new page's main heading, or the main
 * landmark until one shows: otherwise it stays on the link that is gone, which leaves it on
 * <body>, and keyboard and screen-reader users start over from the top of the document.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById('main');
    if (!main) return;
    // Something the diner focused on the new page meanwhile keeps the focus.
    const untouched = () => !document.activeElement || document.activeElement === document.body || document.activeElement === main || !document.activeElement.isConnected;
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) {
        heading.setAttribute('tabindex', '-1');
        // A landing point, not a control (as the main landmark): no focus ring.
        heading.style.outline = 'none';
      }
      if (untouched()) heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    if (untouched()) main.focus({ preventScroll: true });
    const observer = new MutationObserver(() => focusHeading() && stop());
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
  return null;
}
