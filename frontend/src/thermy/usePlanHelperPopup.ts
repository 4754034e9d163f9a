import { useSyncExternalStore } from 'react';
import { currentShownPlan, subscribeShownPlan } from '../plan/shownPlan';
import { helperShown, markHelperShown, PLAN_HELPER_DELAY_MS } from './thermyFlags';
import { nothingInTheWay } from './nothingInTheWay';
import { useDelayedCall } from './useDelayedCall';

/**
 * Popups (docs/product.md, "Thermy's welcome"): on a plan screen, Thermy opens 1.5 s after it shows a plan,
 * at most once per browser session (a re-modelled plan or a second home's does not open it again; the
 * header button always does), and never over a dialog or a form in use (it waits for them).
 */
export function usePlanHelperPopup(openThermy: () => void): void {
  const planId = useSyncExternalStore(subscribeShownPlan, currentShownPlan);
  const due = planId !== null && !helperShown() ? planId : null;
  useDelayedCall(due, PLAN_HELPER_DELAY_MS, () => {
    if (helperShown()) return;
    markHelperShown();
    openThermy();
  }, nothingInTheWay);
}
