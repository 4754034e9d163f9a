import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`pages that do not exist (${viewport.name})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    test('an unknown path answers 404 and shows the not-found card, which passes axe', async ({ page }) => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page.getByText('404 Page Not Found')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `the 404 page (${viewport.name})`);
    });

    test('a dead share link answers 404 and says the plan was not found', async ({ page }) => {
      const response = await page.goto(`/plan/${'Z'.repeat(32)}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Energy Plan Not Found' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `a dead share link (${viewport.name})`);
    });

    test('a dead resume link answers 404 and says it has expired or been turned off', async ({ page }) => {
      const response = await page.goto(`/resume/${'Z'.repeat(32)}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'This link has expired or been turned off' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `a dead resume link (${viewport.name})`);
    });

    test('the pages of the app answer 200', async ({ page }) => {
      for (const path of ['/', '/plan', '/onboarding', '/contact', '/ask-thermy']) {
        expect((await page.goto(path))?.status(), path).toBe(200);
      }
    });
  });
}
