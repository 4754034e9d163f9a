/**
 * The plan the plan screen shows at this moment, for what reacts to a plan appearing (Thermy's
 * plan helper): told by the screen itself, so nothing polls storage to find out.
 */
let shownPlanId: string | null = null;
const listeners = new Set<() => void>();

export function showPlan(planId: string | null): void {
  if (planId === shownPlanId) return;
  shownPlanId = planId;
  listeners.forEach((listener) => listener());
}

export const currentShownPlan = (): string | null => shownPlanId;

export function subscribeShownPlan(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
