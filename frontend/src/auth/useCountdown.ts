import { useEffect, useState } from 'react';

const SECOND_MS = 1000;

/**
 * Seconds left until a deadline, ticking once a second and stopping at 0. Counted from the clock
 * rather than from ticks, so a throttled background tab still shows the true time left.
 */
export function useCountdown(totalSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + totalSeconds * SECOND_MS);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / SECOND_MS));
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => window.clearInterval(timer);
  }, [running, deadline]);

  const restart = () => {
    const start = Date.now();
    setDeadline(start + totalSeconds * SECOND_MS);
    setNow(start);
  };

  return { secondsLeft, restart };
}

/** 600 → '10:00', 59 → '0:59'. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
