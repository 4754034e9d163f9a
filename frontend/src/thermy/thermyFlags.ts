import { thermyHelperShownKey, VISIT_KEYS } from '../storage/keys';
import { readItem, writeItem } from '../storage/safeStorage';

/** When Thermy's popups open (docs/product.md, "Thermy's welcome"). */
export const THERMY_WELCOME_DELAY_MS = 2000;
export const PLAN_HELPER_DELAY_MS = 1500;
export const PLAN_WELCOME_HELPER_DELAY_MS = 3000;

export const welcomeShown = (): boolean => readItem('session', VISIT_KEYS.thermyWelcomeShown) === 'true';
export const markWelcomeShown = (): void => writeItem('session', VISIT_KEYS.thermyWelcomeShown, 'true');

export const helperShownFor = (planId: string): boolean => readItem('session', thermyHelperShownKey(planId)) === 'true';
export const markHelperShownFor = (planId: string): void => writeItem('session', thermyHelperShownKey(planId), 'true');
