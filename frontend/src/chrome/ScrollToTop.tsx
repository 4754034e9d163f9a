import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change starts at the top of the page. The query counts too, since
 * the wizard's steps (?step=...) are different screens; a #hash keeps the browser's own jump.
 * The page the visitor arrived on is left where it is: on a slow phone they may already have
 * scrolled a prerendered page before React adopts it, and a reload keeps the browser's own
 * scroll position. Jumping back to the top then would move what they were about to tap.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const here = pathname + search;
    if (shown.current !== null && shown.current !== here) window.scrollTo({ top: 0, left: 0 });
    shown.current = here;
  }, [pathname, search]);
  return null;
}
