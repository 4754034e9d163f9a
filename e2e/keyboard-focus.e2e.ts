import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { HomePage } from './pages/home.page.js';
import { OnboardingPage } from './pages/onboarding.page.js';
import { ProfilePage } from './pages/profile.page.js';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
];

for (const viewport of VIEWPORTS) {
  test(`focus lands on each screen's heading or first field, from consent to the plan (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await new HomePage(page).startPlan();
    // Accept & Continue: the wizard's heading, one Tab from the postcode box.
    await expect(page.getByRole('heading', { level: 1, name: 'Find your property' })).toBeFocused();
    await page.keyboard.press('Tab');
    const onboarding = new OnboardingPage(page);
    await expect(onboarding.postcode).toBeFocused();

    // The search: the list's summary, one Tab from the filter.
    await page.keyboard.type('LS1 4AP');
    await page.keyboard.press('Enter');
    const summary = page.getByText(/^Showing addresses for/);
    await expect(summary).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(onboarding.filter).toBeFocused();
    await expectNoSeriousA11yViolations(page, `the address list with its summary focused (${viewport.name})`);

    // Typing the address in, back to the list, and a search for another postcode.
    await page.getByRole('button', { name: "My address isn't listed" }).click();
    await expect(page.getByRole('textbox', { name: 'House number or name' })).toBeFocused();
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect(summary).toBeFocused();
    await page.getByRole('button', { name: 'Search Different Postcode' }).click();
    await expect(onboarding.postcode).toBeFocused();

    await onboarding.searchFor('LS1 4AP');
    await page.getByRole('radio').first().click();
    await onboarding.continue.click();
    const profile = new ProfilePage(page);
    await profile.giveEmail(`focus-${viewport.name}@example.com`);
    await profile.confirmDetails();
    await page.waitForURL('**/plan');
    // Arrival at the plan: its heading.
    await expect(page.getByRole('heading', { level: 1, name: 'Home Energy Plan' })).toBeFocused();
  });
}
