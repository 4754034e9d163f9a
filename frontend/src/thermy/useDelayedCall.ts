import { useEffect, useRef } from 'react';

/**
 * Calls `action` once, `delayMs` after `trigger` becomes non-null; a new trigger starts the wait
 * over, and null or leaving the screen cancels it.
 */
export function useDelayedCall(trigger: string | null, delayMs: number, action: () => void): void {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (trigger === null) return undefined;
    const timer = window.setTimeout(() => latest.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [trigger, delayMs]);
}
