import type { Page } from '@playwright/test';

/**
 * The buttons and fields on the screen smaller than a finger (44 px tall), each named with its
 * size: what a person on a phone would miss or mistap.
 */
export async function tapTargetsUnder44px(page: Page, within = 'main'): Promise<string[]> {
  return page.locator(within).evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>('button, [role="button"], [role="tab"], select, input:not([type="checkbox"], [type="radio"], [type="hidden"])'))
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44)
      .map(({ element, box }) => `${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName} ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
}
