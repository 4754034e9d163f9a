import { useEffect } from 'react';
import { openDialogCount } from './nothingInTheWay';

/**
 * While `active` (an unasked-for popup is open, the one dialog on screen), closes it the moment any
 * other dialog opens: what the visitor opened wins, and the popup never sits half-covered under it.
 */
export function useGiveWayToDialogs(active: boolean, giveWay: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const observer = new MutationObserver(() => {
      if (openDialogCount() > 1) giveWay();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state', 'hidden', 'role'] });
    return () => observer.disconnect();
  }, [active, giveWay]);
}
