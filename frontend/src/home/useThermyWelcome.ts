import { useState } from 'react';
import { markWelcomeShown, THERMY_WELCOME_DELAY_MS, welcomeShown } from '../thermy/thermyFlags';
import { useThermyPopup } from '../thermy/thermyPopupContext';
import { useDelayedCall } from '../thermy/useDelayedCall';

/**
 * Spec section 4, Popups: the welcome popup, once per browser session, 2 s after arriving home.
 * It is flagged when it shows, so leaving within 2 s still leaves it for the next visit; while
 * another dialog (consent) is open it waits, so the two never stack.
 */
export function useThermyWelcome(paused: boolean): void {
  const { openThermy } = useThermyPopup();
  const [due] = useState(() => !welcomeShown());
  useDelayedCall(due && !paused ? 'welcome' : null, THERMY_WELCOME_DELAY_MS, () => {
    if (welcomeShown()) return;
    markWelcomeShown();
    openThermy();
  });
}
