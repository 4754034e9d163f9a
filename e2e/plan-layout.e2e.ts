import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { openSavedPlan } from './pages/saved-plan.js';

const savingsFigure = (page: Page) =>
  page.getByRole('region', { name: 'Improvement Potential' }).locator('dl', { hasText: 'Estimated Annual Savings (£)' }).locator('dd');

async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.y + box.height;
}

test('on a 1280 × 800 laptop the headline saving shows without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSavedPlan(page, { email: 'fold-laptop@example.com' });
  await expect(savingsFigure(page)).toHaveText(/^£[1-9][\d,]*$/);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await bottomOf(savingsFigure(page))).toBeLessThanOrEqual(800);
});

test.describe('a 375 × 740 phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openSavedPlan(page, { email: 'fold-phone@example.com' });
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  test('the headline saving shows within the first screen and a half', async ({ page }) => {
    await expect(savingsFigure(page)).toHaveText(/^£[1-9][\d,]*$/);
    expect(await bottomOf(savingsFigure(page))).toBeLessThanOrEqual(1.5 * 740);
  });

  test("the plan header's three buttons stack at one width", async ({ page }) => {
    const header = page.locator('main').getByRole('heading', { level: 1, name: 'Home Energy Plan' }).locator('xpath=../..');
    const buttons = [
      header.getByRole('button', { name: 'Share' }),
      header.getByRole('link', { name: 'Edit Profile & Preferences' }),
      header.getByRole('button', { name: 'Refresh Data' }),
    ];
    const widths = [];
    for (const button of buttons) widths.push((await button.boundingBox())?.width ?? 0);
    expect(widths[0]).toBeGreaterThan(300);
    expect(widths).toEqual([widths[0], widths[0], widths[0]]);
  });
});
