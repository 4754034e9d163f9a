import { useSyncExternalStore } from 'react';
import { currentShownPlan, subscribeShownPlan } from '../plan/shownPlan';
import { helperShown, markHelperShown, PLAN_HELPER_DELAY_MS } from './thermyFlags';
import { nothingInTheWay } from './nothingInTheWay';
import { pastFirstScreen } from './pastFirstScreen';
import { useDelayedCall } from './useDelayedCall';

/** A popup nobody asked for may open over the plan once nothing is in the way and its first screen is read. */
const readyOverPlan = () => nothingInTheWay() && pastFirstScreen();
const noPlanYet = () => null;

/**
 * Popups (docs/product.md, "Thermy's welcome"): on a plan screen, Thermy opens 1.5 s after it shows a plan,
 * at most once per browser session (a re-modelled plan or a second home's does not open it again; the
 * header button always does), and never over a dialog or a form in use (it waits for them). Nor over
 * the plan's first screen, whose savings figures are there to be read: it waits until the visitor
 * has scrolled on past them.
 */
export function usePlanHelperPopup(openThermy: () => void): void {
  // No plan is shown while the page is written at build time, nor while React adopts it.
  const planId = useSyncExternalStore(subscribeShownPlan, currentShownPlan, noPlanYet);
  const due = planId !== null && !helperShown() ? planId : null;
  useDelayedCall(due, PLAN_HELPER_DELAY_MS, () => {
    if (helperShown()) return;
    markHelperShown();
    openThermy();
  }, readyOverPlan);
}
