/** Spec section 9: the final step waits 1 s before opening the plan. */
export const FINAL_REDIRECT_MS = 1000;

/**
 * Whether a visitor is signed in. There are no accounts yet, so nobody is; replace this with the
 * auth query (GET /api/auth/user, spec section 7) when sign-in lands.
 */
export function isSignedIn(): boolean {
  return false;
}

/** Spec section 2: signed-in visitors go to /energy-plan, everyone else to /plan. */
export function planDestination(signedIn: boolean = isSignedIn()): string {
  return signedIn ? '/energy-plan' : '/plan';
}
