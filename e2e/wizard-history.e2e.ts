import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { HomePage } from './pages/home.page.js';
import { OnboardingPage } from './pages/onboarding.page.js';
import { makePlan } from './pages/plan-maker.js';
import { ProfilePage } from './pages/profile.page.js';
import { expectStep } from './pages/wizard-steps.js';

const EMAIL = 'history@example.com';
// Not the certificate's answer for the home chosen (checked below), so seeing it means it was kept.
const TENURE = 'Rented - Social';

type Sight = () => Promise<void>;

/**
 * What every step must bear: a reload shows it as it was, and the browser's Back moves exactly one
 * step back, from where Forward returns to it unchanged.
 */
async function reloadThenBack(page: Page, here: Sight, before: Sight): Promise<void> {
  await page.reload();
  await here();
  await page.goBack();
  await before();
  await page.goForward();
  await here();
}

test('reload keeps each step as it was, and Back moves one step back with the entries still there', async ({ page }) => {
  await new HomePage(page).startPlan();
  const onboarding = new OnboardingPage(page);
  const profile = new ProfilePage(page);
  const emailBox = page.getByRole('textbox', { name: 'Email Address' });
  const home = page.getByRole('radio').nth(1);
  const tenure = profile.select('Tenure').locator('option:checked');
  // What each step must still show once entered, however the visitor comes back to it.
  const seeHomePage = () => expect(page.getByRole('button', { name: 'Start Your Plan' }).first()).toBeVisible();
  const seeAddress = async () => {
    await expectStep(page, 'address');
    await expect(home).toBeChecked();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  };
  const seeContact = async () => {
    await expectStep(page, 'contact');
    await expect(emailBox).toHaveValue(EMAIL);
  };
  const seeProfile = async () => {
    await expectStep(page, 'profile');
    await expect(tenure).toHaveText(TENURE);
  };

  // Address: the list and the home chosen from it come back without searching again.
  await onboarding.searchFor('LS1 4AP');
  await home.check();
  await reloadThenBack(page, seeAddress, seeHomePage);
  await expect(page.getByText('Showing addresses for LS1 4AP')).toBeVisible();

  // Contact Details: the e-mail as typed, before Continue.
  await onboarding.continue.click();
  await expectStep(page, 'contact');
  await expect(page).toHaveURL(/\/onboarding\?step=email$/);
  await emailBox.fill(EMAIL);
  await reloadThenBack(page, seeContact, seeAddress);

  // Home Profile: an answer changed but not saved.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'profile');
  await expect(page).toHaveURL(/\/onboarding\?step=profile$/);
  await expect(tenure).not.toHaveText(TENURE);
  await profile.choose('Tenure', TENURE);
  await reloadThenBack(page, seeProfile, seeContact);
});

test("the page's Back button and the browser's agree", async ({ page }) => {
  await new HomePage(page).startPlan();
  const onboarding = new OnboardingPage(page);
  await onboarding.searchFor('LS1 4AP');
  await page.getByRole('radio').first().check();
  await onboarding.continue.click();
  await new ProfilePage(page).giveEmail(EMAIL);
  await expectStep(page, 'profile');

  // The page's Back leaves the profile's entry as the browser's would, so the browser's Back
  // after it goes on to the Address step rather than returning to the profile.
  await page.getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 'contact');
  await page.goBack();
  await expectStep(page, 'address');
  await page.goForward();
  await expectStep(page, 'contact');
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue(EMAIL);
});

test('Back from the plan returns to the Home profile just saved', async ({ page }) => {
  await makePlan(page, { email: EMAIL });
  await page.goBack();
  await expectStep(page, 'profile');
  await expect(page.getByText('Creating Your Energy Plan')).toHaveCount(0);
  await page.goBack();
  await expectStep(page, 'contact');
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue(EMAIL);
});

test('a ?step=email link opened in a fresh session starts at the Address step', async ({ page }) => {
  await page.goto('/onboarding?step=email');
  await expectStep(page, 'address');
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Postcode' })).not.toHaveAttribute('aria-invalid', 'true');

  // From there the wizard runs as usual, one history entry per step.
  const onboarding = new OnboardingPage(page);
  await onboarding.searchFor('LS1 4AP');
  await page.getByRole('radio').first().check();
  await onboarding.continue.click();
  await expectStep(page, 'contact');
  await page.goBack();
  await expectStep(page, 'address');
});

test('starting a new plan clears what the wizard held', async ({ page }) => {
  const home = new HomePage(page);
  await home.startPlan();
  const onboarding = new OnboardingPage(page);
  await onboarding.searchFor('LS1 4AP');
  await page.getByRole('radio').first().check();

  await home.startPlan();
  await expectStep(page, 'address');
  await expect(onboarding.postcode).toHaveValue('');
  await expect(page.getByRole('radio')).toHaveCount(0);
});
