import { useSyncExternalStore } from 'react';

/**
 * A tooltip waits 700 ms before opening...
 * @internal exported for its tests, which advance the clock to it
 */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/**
 * ...unless another one closed less than 300 ms ago, when it opens at once.
 * @internal exported for its tests, which advance the clock to it
 */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/*
 * Chakra v3 (Zag) has openDelay but no skip delay: it only switches instantly while another
 * tooltip is still open. This shared store adds the Radix-style rule: closing any tooltip opens
 * a 300 ms window in which every tooltip's open delay is 0. Zag reads `openDelay` when the
 * pointer arrives, so a re-render with the new value is all it takes.
 */
let skipping = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setSkipping(next: boolean) {
  if (skipping === next) return;
  skipping = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Call when a tooltip closes. */
export function startSkipWindow(): void {
  clearTimeout(timer);
  setSkipping(true);
  timer = setTimeout(() => setSkipping(false), TOOLTIP_SKIP_DELAY_MS);
}

/** The open delay a tooltip should use right now. */
export function useTooltipOpenDelay(): number {
  const skip = useSyncExternalStore(subscribe, () => skipping, () => false);
  return skip ? 0 : TOOLTIP_OPEN_DELAY_MS;
}
