import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

const PAGES = ['/', '/onboarding', '/plan', '/about', '/auth', '/contact', '/privacy'];

/** Where each of the header's links sits, once the page has settled. */
async function navPositions(page: Page, path: string): Promise<Record<string, { x: number; y: number }>> {
  // The header's right side (Sign In) is drawn once the signed-in user is known; on a cold first
  // load that answer can come after the network has gone quiet for a moment.
  const userKnown = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/user');
  await page.goto(path);
  await userKnown;
  await page.waitForLoadState('networkidle');
  const links = page.getByRole('banner').getByRole('link');
  await expect(links.first()).toBeVisible();
  const positions: Record<string, { x: number; y: number }> = {};
  for (const link of await links.all()) {
    if (!(await link.isVisible())) continue;
    const box = await link.boundingBox();
    if (box) positions[(await link.textContent())?.trim() || (await link.getAttribute('aria-label')) || '?'] = { x: Math.round(box.x), y: Math.round(box.y) };
  }
  return positions;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`the header's links stay put from page to page at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const first = await navPositions(page, PAGES[0]);
    expect(Object.keys(first).length).toBeGreaterThan(0);
    for (const path of PAGES.slice(1)) expect({ path, positions: await navPositions(page, path) }).toEqual({ path, positions: first });
  });
}
