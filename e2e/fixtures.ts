import { test as base } from '@playwright/test';

/**
 * Every page dismisses the Thermy popup whenever it appears (2 s after arriving home, 1.5 s after a
 * plan shows): it is a modal dialog, and a person would close it before carrying on, unless it gives
 * way by itself to a dialog the person opened.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addLocatorHandler(page.getByRole('button', { name: 'Maybe later' }), async (later) => {
      // It may also give way by itself to a dialog the test just opened: then there is nothing to close.
      const closed = later.click();
      closed.catch(() => undefined);
      await Promise.race([closed, later.waitFor({ state: 'detached' })]);
    });
    await use(page);
  },
});

export { expect } from '@playwright/test';
