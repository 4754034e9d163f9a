import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusIsLost, focusStatically } from './focusHeading';

/** A page's heading that arrives later than this (a plan still loading) no longer takes the focus. */
const HEADING_WAIT_MS = 15_000;

/**
 * After the visitor moves to another page within the app (Accept & Continue to the wizard, the
 * wizard's last step to the plan), focus moves to the new page's heading once it is drawn, so a
 * keyboard user tabs on from the top of the page's own content and a screen reader says where they
 * are; without it focus fell to the page body, ten Tabs through the header away. A page whose first
 * heading is replaced (a loading state, then the plan) passes it on. Focus the visitor has placed
 * since is left alone, as is the page a visit starts on.
 */
export function FocusOnArrival({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const arrived = shown.current !== null && shown.current !== pathname;
    shown.current = pathname;
    const main = document.getElementById(mainId);
    if (!arrived || !main) return;
    // What held the focus as the page changed: the link or button that led here.
    let focused = document.activeElement;
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading || heading === focused) return;
      if (document.activeElement !== focused && !focusIsLost()) return;
      // The page has just been scrolled to its top: the heading is in view there.
      focusStatically(heading, { preventScroll: true });
      focused = heading;
    };
    focusHeading();
    const watch = new MutationObserver(focusHeading);
    watch.observe(main, { childList: true, subtree: true });
    const stop = window.setTimeout(() => watch.disconnect(), HEADING_WAIT_MS);
    return () => {
      watch.disconnect();
      window.clearTimeout(stop);
    };
  }, [pathname, mainId]);
  return null;
}
