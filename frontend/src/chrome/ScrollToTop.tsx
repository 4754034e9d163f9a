import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change starts at the top of the page. The query counts too, since
 * the wizard's steps (?step=...) are different screens; a #hash keeps the browser's own jump.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, search]);
  return null;
}
