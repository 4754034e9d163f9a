import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { dismissLeftBehind, showingScreen } from './toaster';

/** A toast belongs to the screen it was raised on: moving to another screen takes it down. */
export function ToastsClearedOnNavigation() {
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  // During render, not in an effect: the new page's own effects run first and may raise a toast.
  showingScreen(path);
  useEffect(() => {
    // After the commit: the toaster re-renders its toasts synchronously, which React refuses mid-commit.
    queueMicrotask(dismissLeftBehind);
  }, [path]);
  return null;
}
