import { useEffect, useRef, type RefObject } from 'react';
import { focusStatically } from '../../chrome/focus/focusHeading';

/** What an action on the Address step brings up, marked `data-focus-target` in the step. */
export type FocusTarget = 'results' | 'typed' | 'postcode';

/**
 * Moves focus to what the visitor's last action brought up, once it is drawn: the list's summary
 * after a search (the typed address when the postcode lists no homes), the first field of the typed address, the postcode box to search again. The
 * control that was used leaves the page with the view it belonged to, and focus would otherwise
 * fall to the page body. Nothing moves on arrival or a reload, only after an action.
 */
export function useFocusAfterAction(container: RefObject<HTMLElement | null>): (...targets: FocusTarget[]) => void {
  const pending = useRef<FocusTarget[]>([]);
  useEffect(() => {
    const target = pending.current
      .map((name) => container.current?.querySelector<HTMLElement>(`[data-focus-target="${name}"]`))
      .find((element) => element !== null && element !== undefined);
    if (!target) return;
    pending.current = [];
    focusStatically(target);
  });
  /** The first of these to be drawn takes the focus. */
  return (...targets) => {
    pending.current = targets;
  };
}
