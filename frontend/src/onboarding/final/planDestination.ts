/** Spec section 9: the final step waits 1 s before opening the plan. */
export const FINAL_REDIRECT_MS = 1000;

/** Spec sections 2 and 6: signed-in visitors go to /energy-plan, everyone else to /plan. */
export function planDestination(signedIn: boolean): string {
  return signedIn ? '/energy-plan' : '/plan';
}
