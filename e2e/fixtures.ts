import { test as base } from '@playwright/test';

/**
 * Every page dismisses the Thermy popup whenever it appears (2 s after arriving home, 1.5 s after a
 * plan shows): it is a modal dialog, and a person would close it before carrying on.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addLocatorHandler(page.getByRole('button', { name: 'Maybe later' }), async (later) => {
      await later.click();
    });
    await use(page);
  },
});

export { expect } from '@playwright/test';
