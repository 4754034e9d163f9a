import { usePlanHelperPopup } from './usePlanHelperPopup';

/** Renders nothing: watches for a plan while a plan screen is open (see `usePlanHelperPopup`). */
export function PlanHelperWatcher({ openThermy }: { openThermy: () => void }) {
  usePlanHelperPopup(openThermy);
  return null;
}
