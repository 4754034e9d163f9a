import { useEffect, useRef } from 'react';

/** How often a call held back by `ready` looks again. */
const RECHECK_MS = 500;

/**
 * Calls `action` once, `delayMs` after `trigger` becomes non-null, or as soon after as `ready()`
 * allows; a new trigger starts the wait over, and null or leaving the screen cancels it.
 */
export function useDelayedCall(trigger: string | null, delayMs: number, action: () => void, ready: () => boolean = () => true): void {
  const latest = useRef({ action, ready });
  useEffect(() => {
    latest.current = { action, ready };
  });
  useEffect(() => {
    if (trigger === null) return undefined;
    const attempt = () => {
      if (latest.current.ready()) latest.current.action();
      else timer = window.setTimeout(attempt, RECHECK_MS);
    };
    let timer = window.setTimeout(attempt, delayMs);
    return () => window.clearTimeout(timer);
  }, [trigger, delayMs]);
}
