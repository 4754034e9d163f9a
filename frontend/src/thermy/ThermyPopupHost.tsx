import { useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ThermyPopup } from './ThermyPopup';
import { ThermyPopupContext } from './thermyPopupContext';
import { usePlanHelperPopup } from './usePlanHelperPopup';

/** Holds the one Thermy popup of the app; screens ask for it through `useThermyPopup`. */
export function ThermyPopupHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const controls = useMemo(() => ({ openThermy: () => setOpen(true) }), []);
  usePlanHelperPopup(pathname, controls.openThermy);

  const chat = () => {
    setOpen(false);
    void navigate('/ask-thermy');
  };

  return (
    <ThermyPopupContext.Provider value={controls}>
      {children}
      <ThermyPopup open={open} onClose={() => setOpen(false)} onChat={chat} />
    </ThermyPopupContext.Provider>
  );
}
