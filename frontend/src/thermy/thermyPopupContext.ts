import { createContext, useContext } from 'react';

export interface ThermyPopupControls {
  openThermy: () => void;
}

// Without a host (a screen rendered on its own) asking for the popup does nothing.
export const ThermyPopupContext = createContext<ThermyPopupControls>({ openThermy: () => {} });

export const useThermyPopup = (): ThermyPopupControls => useContext(ThermyPopupContext);
