import { useState } from 'react';
import { nothingInTheWay } from './nothingInTheWay';
import { markWelcomeShown, THERMY_WELCOME_DELAY_MS, welcomeShown } from './thermyFlags';
import { useThermyPopup } from './thermyPopupContext';
import { useDelayedCall } from './useDelayedCall';

/**
 * Popups (docs/product.md, "Thermy's welcome"): the welcome popup, once per browser session, 2 s after arriving home
 * (3 s on the plan screen's Welcome state: either place uses up the session's one welcome).
 * It is flagged when it shows, so leaving within 2 s still leaves it for the next visit; while
 * another dialog (consent) is open, or a form is in use, it waits, so it never covers them.
 */
export function useThermyWelcome(paused: boolean, delayMs: number = THERMY_WELCOME_DELAY_MS): void {
  const { offerThermy } = useThermyPopup();
  const [due] = useState(() => !welcomeShown());
  useDelayedCall(due && !paused ? 'welcome' : null, delayMs, () => {
    if (welcomeShown()) return;
    markWelcomeShown();
    offerThermy();
  }, nothingInTheWay);
}
