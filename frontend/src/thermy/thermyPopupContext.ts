import { createContext, useContext } from 'react';

export interface ThermyPopupControls {
  /** Asked for (the header's button): opens whatever else is open. */
  openThermy: () => void;
  /** Nobody asked (the welcome, the plan helper): opens only if nothing is in the way, and gives way to any dialog opened over it. */
  offerThermy: () => void;
}

// Without a host (a screen rendered on its own) asking for the popup does nothing.
export const ThermyPopupContext = createContext<ThermyPopupControls>({ openThermy: () => {}, offerThermy: () => {} });

export const useThermyPopup = (): ThermyPopupControls => useContext(ThermyPopupContext);
