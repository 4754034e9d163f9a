import { PLAN_AND_USER_KEYS } from './keys';
import { removeItems } from './safeStorage';

/** Wipes plan, property and user data so a corrupted record cannot crash the next load too. */
export function clearStoredPlanAndUserData(): void {
  removeItems('session', PLAN_AND_USER_KEYS.session);
  removeItems('local', PLAN_AND_USER_KEYS.local);
}
