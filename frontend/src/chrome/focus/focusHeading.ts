/**
 * Focuses an element that is not itself a control (a heading, a summary line) so a keyboard user
 * tabs on from it and a screen reader reads it: it becomes focusable by script only.
 */
export function focusStatically(element: HTMLElement, { preventScroll = false } = {}): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll });
}

/** Nothing holds the focus: it fell to the page (the control that had it left the page). */
export const focusIsLost = () => document.activeElement === null || document.activeElement === document.body || !document.activeElement.isConnected;
