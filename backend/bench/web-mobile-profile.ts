import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * Lighthouse's mobile profile: a mid-range phone on a slow 4G link. Applied through Chromium's
 * DevTools protocol, so the throttling is the browser's own (per request round trip, bytes
 * on the wire) rather than a guess from file sizes.
 */
const MOBILE_PROFILE = {
  roundTripMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 375, height: 667 },
};

export const describeMobileProfile = () =>
  `${MOBILE_PROFILE.roundTripMs} ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU ${MOBILE_PROFILE.cpuSlowdown}× slower, ${MOBILE_PROFILE.viewport.width} × ${MOBILE_PROFILE.viewport.height} px at 2×`;

export const MOBILE_CONTEXT_OPTIONS = {
  viewport: MOBILE_PROFILE.viewport,
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export async function throttle(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.roundTripMs,
    downloadThroughput: MOBILE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  return cdp;
}
