import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { HomePage } from './pages/home.page.js';
import { OnboardingPage } from './pages/onboarding.page.js';
import { ProfilePage } from './pages/profile.page.js';

const VIEWPORTS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

const fact = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Property Overview' }).locator('dl > div', { hasText: label }).locator('dd');

/** Types the home in on the Address step's form, then gives an e-mail: the Home profile step. */
async function typeAddress(page: Page, houseNameOrNumber: string, street: string, email: string): Promise<ProfilePage> {
  const form = page.getByRole('form', { name: 'Type your address' });
  await form.getByRole('textbox', { name: /^House number or name/ }).fill(houseNameOrNumber);
  await form.getByRole('textbox', { name: /^Street/ }).fill(street);
  await page.getByRole('button', { name: 'Continue' }).click();
  const profile = new ProfilePage(page);
  await profile.giveEmail(email);
  return profile;
}

/** Saves the profile as pre-filled and checks the plan says it was built without a certificate. */
async function expectPlanWithoutCertificate(page: Page, address: string, where: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/plan');
  await expect(page.getByTestId('plan-address')).toHaveText(address);
  await expect(page.getByRole('region', { name: 'Improvement Potential' }).locator('dl', { hasText: 'Estimated Annual Savings (£)' }).locator('dd')).toHaveText(/^£[1-9][\d,]*$/);
  await expect(page.getByRole('note', { name: 'Built without an energy certificate' })).toBeVisible();
  await expect(fact(page, 'EPC Rating')).toHaveText('N/A');
  await expectNoSeriousA11yViolations(page, where);
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.width} px ${viewport.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await new HomePage(page).startPlan();
    });

    test('a postcode with no listed homes reaches a plan from values typical of UK homes', async ({ page }) => {
      await new OnboardingPage(page).searchFor('ZE1 0AA');
      await expect(page.getByText('No properties found')).toBeVisible();
      await expect(page.getByRole('form', { name: 'Type your address' })).toContainText('No homes at ZE1 0AA have an energy certificate we can find');
      await expectNoSeriousA11yViolations(page, `typed address form, ${viewport.name}`);

      const profile = await typeAddress(page, '12', 'Hillhead', `unlisted-ze-${viewport.name}@example.com`);
      await expect(page.getByText(/so we've started from what is typical of homes in the UK\./)).toBeVisible();
      await expect(profile.select('Property type')).toHaveValue('Terraced');
      await expect(profile.select('Year built')).toHaveValue('1965-1982');
      await expect(profile.select('Main heating system')).toHaveValue('Gas boiler');
      await expect(profile.select('EPC rating')).toHaveValue('');
      await expectNoSeriousA11yViolations(page, `profile from typical values, ${viewport.name}`);

      await expectPlanWithoutCertificate(page, '12 Hillhead', `plan without a certificate, ${viewport.name}`);
    });

    test('a home missing from its postcode’s list is typed in and planned from its neighbours’ values', async ({ page }) => {
      const onboarding = new OnboardingPage(page);
      await onboarding.searchFor('LS1 4AP');
      await expect(page.getByRole('radio').first()).toBeVisible();
      await page.getByRole('button', { name: "My address isn't listed" }).click();
      await expect(page.getByRole('radio')).toHaveCount(0);

      await typeAddress(page, 'The Old Forge', 'Park Row Terrace', `unlisted-ls-${viewport.name}@example.com`);
      await expect(page.getByText(/so we've started from what is typical of homes at LS1 4AP\./)).toBeVisible();
      await expectPlanWithoutCertificate(page, 'The Old Forge, Park Row Terrace', `plan for a home missing from the list, ${viewport.name}`);
    });
  });
}
