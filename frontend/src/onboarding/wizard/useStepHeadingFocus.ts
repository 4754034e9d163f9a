import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to the step's heading when the step changes, so a keyboard or screen-reader user
 * hears where they are and tabs on from the top of the new step; without it focus fell to the page
 * body. Not on arrival: the page itself has just opened and focus starts where the browser puts it.
 * A heading drawn anew within the step (the profile replacing its "Looking up..." wait) takes the
 * focus over from the one that left.
 */
export function useStepHeadingFocus(step: number, container: RefObject<HTMLElement | null>): void {
  const shownStep = useRef(step);
  const focused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const heading = container.current?.querySelector<HTMLElement>('h1');
    if (!heading || heading === focused.current) return;
    const stepChanged = shownStep.current !== step;
    const focusedHeadingLeft = focused.current !== null && !focused.current.isConnected;
    shownStep.current = step;
    if (!stepChanged && !focusedHeadingLeft) return;
    heading.tabIndex = -1;
    // The page keeps its own scroll: the top for a new step, Action Plan brought into view.
    heading.focus({ preventScroll: true });
    focused.current = heading;
  });
}
