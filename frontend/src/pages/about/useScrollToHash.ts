import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A link such as /about#plan-assumptions opens at that section. In-app navigation gets no browser
 * jump, and the layout scrolls to the top on every route change after this page's effects run, so
 * the jump waits one frame.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
