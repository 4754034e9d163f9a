/**
 * Every browser-storage key the app writes, in one place, so clearing "stored data" after a
 * crash or on a new browser session cannot miss one. Prefixed with the product name so they
 * never collide with another app on the same origin.
 */
const PREFIX = 'warmwise';

export const SESSION_KEYS = {
  selectedAddress: `${PREFIX}:selectedAddress`,
  property: `${PREFIX}:property`,
  currentPropertyData: `${PREFIX}:currentPropertyData`,
  currentPropertyId: `${PREFIX}:currentPropertyId`,
  energyPlan: `${PREFIX}:energyPlan`,
  userEmail: `${PREFIX}:userEmail`,
  /** Names the browser session a stored plan envelope was written in (spec section 3). */
  sessionId: `${PREFIX}:sessionId`,
} as const;

export const LOCAL_KEYS = {
  propertyData: `${PREFIX}:propertyData`,
  sessionProperty: `${PREFIX}:sessionProperty`,
  sessionEnergyPlan: `${PREFIX}:sessionEnergyPlan`,
  chromeBannerDismissed: `${PREFIX}:chromeBannerDismissed`,
} as const;

/** Keys holding plan, property or user data: the ones a crash or a fresh start must wipe. */
export const PLAN_AND_USER_KEYS = {
  session: Object.values(SESSION_KEYS),
  local: [LOCAL_KEYS.propertyData, LOCAL_KEYS.sessionProperty, LOCAL_KEYS.sessionEnergyPlan],
} as const;
