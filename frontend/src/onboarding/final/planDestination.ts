/** The final step waits 1 s before opening the plan (docs/product.md, "The wizard"). */
export const FINAL_REDIRECT_MS = 1000;

/** Signed-in visitors go to /energy-plan, everyone else to /plan. */
export function planDestination(signedIn: boolean): string {
  return signedIn ? '/energy-plan' : '/plan';
}
