import type { KeyValueStore } from '../store/key-value-store.js';

export interface QuotaWindow {
  name: 'minute' | 'day';
  limit: number;
  used: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
}

export type QuotaCount = { allowed: true; minute: QuotaWindow; day: QuotaWindow } | { allowed: false; exceeded: QuotaWindow };

const secondsToMidnightUtc = (now: Date) => {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
};

export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * A key's two quotas, counted in the store so every server shares them: a fixed minute window,
 * then the calendar day (UTC). A request refused for its minute is not counted against the day.
 */
export async function countPartnerRequest(store: KeyValueStore, key: { id: string; perMinute: number; perDay: number }, now = new Date()): Promise<QuotaCount> {
  const minuteCount = await store.increment(`rate:partner-minute:${key.id}`, 60);
  const minute: QuotaWindow = { name: 'minute', limit: key.perMinute, used: minuteCount.count, resetSeconds: Math.max(1, minuteCount.secondsLeft) };
  if (minute.used > minute.limit) return { allowed: false, exceeded: minute };
  const dayCount = await store.increment(`rate:partner-day:${key.id}:${utcDay(now)}`, secondsToMidnightUtc(now));
  const day: QuotaWindow = { name: 'day', limit: key.perDay, used: dayCount.count, resetSeconds: Math.max(1, dayCount.secondsLeft) };
  if (day.used > day.limit) return { allowed: false, exceeded: day };
  return { allowed: true, minute, day };
}

const remaining = (window: QuotaWindow) => Math.max(0, window.limit - window.used);

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers): the policy names both
 * quotas; limit, remaining and reset describe the one nearer to running out.
 */
export function rateLimitHeaders(key: { perMinute: number; perDay: number }, windows: QuotaWindow[]): Record<string, string> {
  const nearest = windows.reduce((a, b) => (remaining(b) < remaining(a) ? b : a));
  return {
    'RateLimit-Policy': `${key.perMinute};w=60, ${key.perDay};w=86400`,
    'RateLimit-Limit': String(nearest.limit),
    'RateLimit-Remaining': String(remaining(nearest)),
    'RateLimit-Reset': String(nearest.resetSeconds),
  };
}
