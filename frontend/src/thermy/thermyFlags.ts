import { VISIT_KEYS } from '../storage/keys';
import { readItem, writeItem } from '../storage/safeStorage';

/** When Thermy's popups open (docs/product.md, "Thermy's welcome"). */
export const THERMY_WELCOME_DELAY_MS = 2000;
export const PLAN_HELPER_DELAY_MS = 1500;
export const PLAN_WELCOME_HELPER_DELAY_MS = 3000;

export const welcomeShown = (): boolean => readItem('session', VISIT_KEYS.thermyWelcomeShown) === 'true';
export const markWelcomeShown = (): void => writeItem('session', VISIT_KEYS.thermyWelcomeShown, 'true');

/**
 * The plan helper opens by itself once per browser session, whichever plan: re-modelling the home
 * (a new plan id) or planning a second home would otherwise open it again and again.
 */
export const helperShown = (): boolean => readItem('session', VISIT_KEYS.thermyHelperShown) === 'true';
export const markHelperShown = (): void => writeItem('session', VISIT_KEYS.thermyHelperShown, 'true');
