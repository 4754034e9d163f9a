import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { nothingInTheWay } from './nothingInTheWay';
import { ThermyPopupContext } from './thermyPopupContext';
import { useGiveWayToDialogs } from './useGiveWayToDialogs';

/** The plan screens' paths, where Thermy watches for a new plan. */
const PLAN_PATHS: readonly string[] = ['/plan', '/energy-plan', '/my-plan'];

// Neither the popup (a modal dialog) nor the plan watcher (the stored-plan rules) is needed to
// paint a page, so both download when first wanted instead of with the app's first script.
const loadThermyPopup = () => import('./ThermyPopup');
const ThermyPopup = lazy(() => loadThermyPopup().then((module) => ({ default: module.ThermyPopup })));
const PlanHelperWatcher = lazy(() => import('./PlanHelperWatcher').then((module) => ({ default: module.PlanHelperWatcher })));

/** Holds the one Thermy popup of the app; screens and the header ask for it through `useThermyPopup`. */
export function ThermyPopupHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so closing plays the dialog's exit animation.
  const [requested, setRequested] = useState(false);
  // Opened without being asked for: it gives way to any dialog the visitor opens.
  const [offered, setOffered] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const controls = useMemo(() => {
    const show = (unasked: boolean) => {
      setOffered(unasked);
      setRequested(true);
      setOpen(true);
    };
    return {
      openThermy: () => show(false),
      // The popup's code may take a moment to arrive: whatever the visitor opened meanwhile wins.
      offerThermy: () => {
        void loadThermyPopup().then(() => {
          if (nothingInTheWay()) show(true);
        });
      },
    };
  }, []);
  const close = useCallback(() => setOpen(false), []);
  useGiveWayToDialogs(open && offered, close);

  const chat = () => {
    setOpen(false);
    void navigate('/ask-thermy');
  };

  return (
    <ThermyPopupContext.Provider value={controls}>
      {children}
      <Suspense fallback={null}>
        {PLAN_PATHS.includes(pathname) && <PlanHelperWatcher openThermy={controls.offerThermy} />}
        {requested && <ThermyPopup open={open} onClose={close} onChat={chat} />}
      </Suspense>
    </ThermyPopupContext.Provider>
  );
}
