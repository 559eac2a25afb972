import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** New pages start at the top; back/forward (POP) keeps the browser's own restoration. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}
