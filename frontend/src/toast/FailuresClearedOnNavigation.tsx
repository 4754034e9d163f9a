import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { dismissFailures, showingScreen } from './toaster';

/** A failure belongs to the screen it happened on: moving to another screen takes its toast down. */
export function FailuresClearedOnNavigation() {
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  // During render, not in an effect: the new page's own effects run first and may raise a toast.
  showingScreen(path);
  useEffect(() => {
    // After the commit: the toaster re-renders its toasts synchronously, which React refuses mid-commit.
    queueMicrotask(() => dismissFailures({ raisedElsewhere: true }));
  }, [path]);
  return null;
}
