import { useSyncExternalStore } from 'react';
import { readPlanFromSession } from '../plan/storedPlan';
import { helperShownFor, markHelperShownFor, PLAN_HELPER_DELAY_MS } from './thermyFlags';
import { nothingInTheWay } from './nothingInTheWay';
import { useDelayedCall } from './useDelayedCall';

// The plan screen saves each plan it receives to session storage; same-tab writes fire no
// storage event, so the copy is checked on a short interval while the screen is open.
const DETECT_INTERVAL_MS = 500;

/** The id of the stored plan if it has recommendations and property data, else null. */
function detectPlanId(): string | null {
  const read = readPlanFromSession();
  if (read.status !== 'ok') return null;
  const plan = read.envelope.data;
  const hasRecommendations = plan.recommendations.all.length > 0 || plan.recommendations.top3.length > 0;
  return hasRecommendations && plan.propertyData ? String(plan.id) : null;
}

function pollStoredPlan(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, DETECT_INTERVAL_MS);
  return () => window.clearInterval(timer);
}

/**
 * Popups (docs/product.md, "Thermy's welcome"): on a plan screen, Thermy opens 1.5 s after a full plan is detected,
 * once per plan per session, and never over a dialog or a form in use (it waits for them).
 */
export function usePlanHelperPopup(openThermy: () => void): void {
  const planId = useSyncExternalStore(pollStoredPlan, detectPlanId);
  const due = planId !== null && !helperShownFor(planId) ? planId : null;
  useDelayedCall(due, PLAN_HELPER_DELAY_MS, () => {
    if (!due || helperShownFor(due)) return;
    markHelperShownFor(due);
    openThermy();
  }, nothingInTheWay);
}
