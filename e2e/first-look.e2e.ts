import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test, type Page } from '@playwright/test';
import { HomePage } from './pages/home.page.js';
import { OnboardingPage } from './pages/onboarding.page.js';
import { openHomeProfile } from './pages/plan-maker.js';
import { ProfilePage } from './pages/profile.page.js';
import { coveredDuring } from './pages/screen-overlap.js';

// Playwright's own `test`, not ./fixtures.js, whose handler would close a popup wherever it
// appears: here a popup over the plan's figures is the very thing looked for. The home page's
// welcome is marked as seen, so any popup is the plan helper's.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem('warmwise:thermyWelcomeShown', 'true'));
});

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
];

const toast = (page: Page, text: string | RegExp) => page.locator('[data-scope="toast"][data-part="root"]:visible', { hasText: text });

for (const viewport of VIEWPORTS) {
  test.describe(`the first look (${viewport.name})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    test('a search’s toast stays off the heading and goes with its step', async ({ page }) => {
      await new HomePage(page).startPlan();
      const onboarding = new OnboardingPage(page);
      await onboarding.searchFor('LS1 4AP');
      await expect(toast(page, /Found \d+ properties/)).toBeVisible();
      expect(await coveredDuring(page, { 'the heading': 'main h1' }, 1_000)).toEqual([]);
      await expectNoSeriousA11yViolations(page, `the address list with its toast (${viewport.name})`);
      await page.getByRole('radio').first().click();
      await onboarding.continue.click();
      await expect(page.getByText('Your Contact Details')).toBeVisible();
      await expect(toast(page, /Found \d+ properties/)).toHaveCount(0);
    });

    test('a search’s toast goes when the address is typed in instead', async ({ page }) => {
      await new HomePage(page).startPlan();
      await new OnboardingPage(page).searchFor('LS1 4AP');
      await expect(toast(page, /Found \d+ properties/)).toBeVisible();
      await page.getByRole('button', { name: "My address isn't listed" }).click();
      await expect(page.getByRole('heading', { name: 'Type your address' })).toBeVisible();
      await expect(toast(page, /Found \d+ properties/)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `the typed address (${viewport.name})`);
    });

    test('the plan’s first screen is for reading: no toast over its title and address, no popup over its figures', async ({ page }) => {
      const profile = await openHomeProfile(page, { email: `first-look-${viewport.name}@example.com` });
      await profile.confirmDetails();
      await page.waitForURL('**/plan');
      await expect(page.getByRole('heading', { level: 1, name: 'Home Energy Plan' })).toBeVisible();
      const parts = { 'the title': 'main h1', 'the address': '[data-testid="plan-address"]', 'the plan': 'main' };
      expect(await coveredDuring(page, parts, 4_000)).toEqual([]);
      await expect(toast(page, 'Home profile updated')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `the plan's first screen (${viewport.name})`);
    });

    test('a failed EPC look-up does not say it found EPC data', async ({ page }) => {
      await page.route('**/graphql', (route) => (route.request().postData()?.includes('EpcDetails') ? route.abort('failed') : route.fallback()));
      await new HomePage(page).startPlan();
      const onboarding = new OnboardingPage(page);
      await onboarding.searchFor('LS1 4AP');
      await page.getByRole('radio').first().click();
      await onboarding.continue.click();
      await new ProfilePage(page).giveEmail(`failed-lookup-${viewport.name}@example.com`);
      await expect(page.getByRole('heading', { level: 1, name: 'Verify your home details' })).toBeVisible();
      await expect(page.getByText(/^We couldn't get this home's energy certificate/)).toBeVisible();
      await expect(page.getByText(/We found your EPC data/)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `the profile after a failed look-up (${viewport.name})`);
    });
  });
}
