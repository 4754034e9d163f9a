import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ThermyPopupContext } from './thermyPopupContext';

/** The plan screens' paths, where Thermy watches for a new plan. */
const PLAN_PATHS: readonly string[] = ['/plan', '/energy-plan', '/my-plan'];

// Neither the popup (a modal dialog) nor the plan watcher (the stored-plan rules) is needed to
// paint a page, so both download when first wanted instead of with the app's first script.
const ThermyPopup = lazy(() => import('./ThermyPopup').then((module) => ({ default: module.ThermyPopup })));
const PlanHelperWatcher = lazy(() => import('./PlanHelperWatcher').then((module) => ({ default: module.PlanHelperWatcher })));

/** Holds the one Thermy popup of the app; screens and the header ask for it through `useThermyPopup`. */
export function ThermyPopupHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so closing plays the dialog's exit animation.
  const [requested, setRequested] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const controls = useMemo(
    () => ({
      openThermy: () => {
        setRequested(true);
        setOpen(true);
      },
    }),
    [],
  );

  const chat = () => {
    setOpen(false);
    void navigate('/ask-thermy');
  };

  return (
    <ThermyPopupContext.Provider value={controls}>
      {children}
      <Suspense fallback={null}>
        {PLAN_PATHS.includes(pathname) && <PlanHelperWatcher openThermy={controls.openThermy} />}
        {requested && <ThermyPopup open={open} onClose={() => setOpen(false)} onChat={chat} />}
      </Suspense>
    </ThermyPopupContext.Provider>
  );
}
