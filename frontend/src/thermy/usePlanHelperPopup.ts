import { useSyncExternalStore } from 'react';
import { currentShownPlan, subscribeShownPlan } from '../plan/shownPlan';
import { helperShownFor, markHelperShownFor, PLAN_HELPER_DELAY_MS } from './thermyFlags';
import { nothingInTheWay } from './nothingInTheWay';
import { useDelayedCall } from './useDelayedCall';

/**
 * Popups (docs/product.md, "Thermy's welcome"): on a plan screen, Thermy opens 1.5 s after it shows a plan,
 * once per plan per session, and never over a dialog or a form in use (it waits for them).
 */
export function usePlanHelperPopup(openThermy: () => void): void {
  const planId = useSyncExternalStore(subscribeShownPlan, currentShownPlan);
  const due = planId !== null && !helperShownFor(planId) ? planId : null;
  useDelayedCall(due, PLAN_HELPER_DELAY_MS, () => {
    if (!due || helperShownFor(due)) return;
    markHelperShownFor(due);
    openThermy();
  }, nothingInTheWay);
}
