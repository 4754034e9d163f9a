/**
 * Every browser-storage key the app writes, in one place, so clearing "stored data" after a
 * crash or on a new browser session cannot miss one. Prefixed with the product name so they
 * never collide with another app on the same origin.
 */
const PREFIX = 'warmwise';

export const SESSION_KEYS = {
  selectedAddress: `${PREFIX}:selectedAddress`,
  currentPropertyData: `${PREFIX}:currentPropertyData`,
  currentPropertyId: `${PREFIX}:currentPropertyId`,
  energyPlan: `${PREFIX}:energyPlan`,
  /** The plan screen's last answer as Apollo's cache held it, so a reload paints before asking again. */
  planScreenAnswer: `${PREFIX}:planScreenAnswer`,
  userEmail: `${PREFIX}:userEmail`,
  /** The e-mails sent a welcome e-mail this browser session, so each gets one. */
  welcomedEmails: `${PREFIX}:welcomedEmails`,
  /** What the wizard's steps hold but have not confirmed yet, so a reload keeps it. */
  wizardDraft: `${PREFIX}:wizardDraft`,
  /** Names the browser session a stored plan envelope was written in. */
  sessionId: `${PREFIX}:sessionId`,
  /** Grants questionnaire progress: reset whenever a new plan is started. */
  grantsStep: `${PREFIX}:grantsStep`,
  grantsData: `${PREFIX}:grantsData`,
  grantsResults: `${PREFIX}:grantsResults`,
  grantsCompletedAt: `${PREFIX}:grantsCompletedAt`,
} as const;

/**
 * Session keys that describe the visit rather than the visitor's home, so wiping plan and user
 * data (a crash, a new plan) keeps them.
 */
export const VISIT_KEYS = {
  /** Set once per browser session; its absence means a new session. */
  sessionMarker: `${PREFIX}:sessionActive`,
  sessionStartedAt: `${PREFIX}:sessionStartedAt`,
  consentRecord: `${PREFIX}:consentRecord`,
  /** 'true' or 'false' as text; absent means false. */
  consentGiven: `${PREFIX}:consentGiven`,
  thermyWelcomeShown: `${PREFIX}:thermyWelcomeShown`,
  /** The plan-screen Thermy popup opened by itself in this session (for any plan, re-modelled or new). */
  thermyHelperShown: `${PREFIX}:thermyHelperShown`,
} as const;

export const GRANTS_PROGRESS_KEYS = [
  SESSION_KEYS.grantsStep,
  SESSION_KEYS.grantsData,
  SESSION_KEYS.grantsResults,
  SESSION_KEYS.grantsCompletedAt,
] as const;

/** Nothing personal: an address or e-mail lives in session storage only, and dies with the tab. */
export const LOCAL_KEYS = {
  /** No longer written (it held the address and e-mail); still wiped, for copies older versions left. */
  propertyData: `${PREFIX}:propertyData`,
  chromeBannerDismissed: `${PREFIX}:chromeBannerDismissed`,
} as const;

/** Keys holding plan, property or user data: the ones a crash or a fresh start must wipe. */
export const PLAN_AND_USER_KEYS = {
  session: Object.values(SESSION_KEYS),
  local: [LOCAL_KEYS.propertyData],
} as const;
