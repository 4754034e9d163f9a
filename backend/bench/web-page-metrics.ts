import type { CDPSession, Page } from '@playwright/test';

export interface Transfer {
  /** Bytes on the wire (headers and encoded bodies), as DevTools' "transferred". */
  scriptBytes: number;
  totalBytes: number;
  requests: number;
}

/**
 * Counts what the browser really receives, from the DevTools protocol's network events.
 * `settled` resolves once nothing has been in flight for `quietMs` (or after `limitMs`, for a
 * request the page keeps open).
 */
export function watchTransfers(cdp: CDPSession, { quietMs = 1_000, limitMs = 30_000 } = {}) {
  const transfer: Transfer = { scriptBytes: 0, totalBytes: 0, requests: 0 };
  const types = new Map<string, string>();
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, type }) => {
    inFlight.add(requestId);
    types.set(requestId, type ?? 'Other');
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!inFlight.delete(requestId)) return;
    lastActivity = Date.now();
    transfer.requests += 1;
    transfer.totalBytes += encodedDataLength;
    if (types.get(requestId) === 'Script') transfer.scriptBytes += encodedDataLength;
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    if (inFlight.delete(requestId)) lastActivity = Date.now();
  });
  return {
    async settled(): Promise<Transfer> {
      const started = Date.now();
      while ((inFlight.size > 0 || Date.now() - lastActivity < quietMs) && Date.now() - started < limitMs) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return { ...transfer };
    },
  };
}

export interface PaintMetrics {
  fcp: number;
  lcp: number;
  /** The largest paint of the page itself: a dialog that opens over it (Thermy's popup) left out. */
  pageLcp: number;
  cls: number;
  /** Long tasks (over 50 ms) that started after the first contentful paint. */
  longTasksAfterPaint: number[];
  /** Scripts that had arrived by the first contentful paint, bytes on the wire: what the first paint waited for at most. */
  scriptBytesBeforePaint: number;
}

/**
 * Installed before any of the page's scripts run, so no paint, shift or long task is missed.
 * A string: it runs in the browser, whose performance entry types the server does not have.
 */
export const OBSERVE_PAINTS = `
  window.__paints = { fcp: 0, lcp: 0, pageLcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__paints.lcp = entry.startTime;
      if (!entry.element || !entry.element.closest('[role=dialog], [role=alertdialog]')) window.__paints.pageLcp = entry.startTime;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__paints.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__paints.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
`;

/** A function, not a string: the app's Content Security Policy forbids evaluating strings. */
export const firstPaintSeen = () => (globalThis as unknown as { __paints: { fcp: number } }).__paints.fcp > 0;

export async function readPaints(page: Page): Promise<PaintMetrics> {
  const raw = await page.evaluate<{ fcp: number; lcp: number; pageLcp: number; cls: number; longTasks: { start: number; duration: number }[] }>('window.__paints');
  // A string, as above: the resource entries are the browser's.
  const scripts = await page.evaluate<{ end: number; bytes: number }[]>(
    "performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js')).map((entry) => ({ end: entry.responseEnd, bytes: entry.transferSize }))",
  );
  return {
    scriptBytesBeforePaint: scripts.filter((script) => script.end <= raw.fcp).reduce((sum, script) => sum + script.bytes, 0),
    fcp: raw.fcp,
    lcp: raw.lcp,
    pageLcp: raw.pageLcp,
    cls: raw.cls,
    longTasksAfterPaint: raw.longTasks.filter((task) => task.start >= raw.fcp).map((task) => task.duration),
  };
}
