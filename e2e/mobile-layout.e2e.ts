import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { OnboardingPage } from './pages/onboarding.page.js';
import { openSavedPlan } from './pages/saved-plan.js';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** The toast on screen; it must never sit on the control the visitor needs next. */
const toastOn = (page: Page, title: string) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title });

test.describe('a phone, 375 px wide', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
  });

  test('the address step: the toast leaves Continue free, the filter hint fits and the step labels keep their numbers', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.open();
    await onboarding.searchFor('b33 8th');
    const toast = toastOn(page, 'Address data retrieved');
    await expect(toast).toBeVisible();
    await onboarding.address('12 Stechford Lane').click();
    await onboarding.continue.scrollIntoViewIfNeeded();
    expect(overlaps(await boxOf(toast), await boxOf(onboarding.continue))).toBe(false);

    // The placeholder is drawn inside the input's content box: measure it in the input's own font.
    const hintFits = await onboarding.filter.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width <= room;
    });
    expect(hintFits).toBe(true);

    for (const item of await page.getByRole('list', { name: 'Steps' }).getByRole('listitem').all()) {
      const [number, label] = [item.locator('> :first-child'), item.locator('> :last-child')];
      // Each step's number stays a round badge, whole and apart from its label.
      const badge = await boxOf(number);
      expect(Math.round(badge.width)).toBe(Math.round(badge.height));
      expect(overlaps(badge, await boxOf(label))).toBe(false);
    }
    await page.screenshot({ path: 'test-results/screenshots/mobile-address-step.png', fullPage: true });
  });

  test('the plan: the three tabs stay on one row with their labels inside them, and the removal toast covers neither them nor its own Undo', async ({ page }) => {
    await openSavedPlan(page, { email: 'phone-layout@example.com' });
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    const tops = await Promise.all((await tabs.all()).map(async (tab) => Math.round((await boxOf(tab)).y)));
    expect(new Set(tops).size).toBe(1);
    const list = await boxOf(page.getByRole('tablist'));
    const last = await boxOf(tabs.last());
    expect(last.x + last.width).toBeLessThanOrEqual(list.x + list.width + 1);
    // Each label fits its tab: "Recommendations", the longest word, had run out of its tab on phones.
    for (const tab of await tabs.all()) {
      expect(await tab.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    }

    const firstCard = page.getByRole('article').first();
    const removed = (await firstCard.getAttribute('aria-label')) ?? '';
    await page.getByRole('tab', { name: 'All Recommendations' }).scrollIntoViewIfNeeded();
    await firstCard.getByRole('button', { name: `Remove ${removed}` }).click();
    const toast = toastOn(page, 'Recommendation removed');
    await expect(toast).toBeVisible();
    expect(overlaps(await boxOf(toast), await boxOf(page.getByRole('tablist')))).toBe(false);
    await page.screenshot({ path: 'test-results/screenshots/mobile-plan-removed.png' });

    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(toastOn(page, 'Recommendation restored')).toBeVisible();
    await expect(page.getByRole('article', { name: removed })).toBeVisible();
  });
});
