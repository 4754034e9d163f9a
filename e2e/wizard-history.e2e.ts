import { expect, test } from './fixtures.js';
import { HomePage } from './pages/home.page.js';
import { OnboardingPage } from './pages/onboarding.page.js';
import { makePlan } from './pages/plan-maker.js';
import { ProfilePage } from './pages/profile.page.js';
import { expectStep } from './pages/wizard-steps.js';

const EMAIL = 'history@example.com';
// Not the certificate's answer for the home chosen (checked below), so seeing it means it was kept.
const TENURE = 'Rented - Social';

test('reload keeps each step as it was, and Back moves one step back with the entries still there', async ({ page }) => {
  await new HomePage(page).startPlan();
  const onboarding = new OnboardingPage(page);
  const profile = new ProfilePage(page);
  const emailBox = page.getByRole('textbox', { name: 'Email Address' });
  const home = page.getByRole('radio').nth(1);

  // Address: the list and the home chosen from it come back without searching again.
  await onboarding.searchFor('LS1 4AP');
  await home.check();
  await page.reload();
  await expectStep(page, 'address');
  await expect(page.getByText('Showing addresses for LS1 4AP')).toBeVisible();
  await expect(home).toBeChecked();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);

  // Contact Details: the e-mail as typed, before Continue, survives a reload.
  await onboarding.continue.click();
  await expectStep(page, 'contact');
  await expect(page).toHaveURL(/\/onboarding\?step=email$/);
  await emailBox.fill(EMAIL);
  await page.reload();
  await expectStep(page, 'contact');
  await expect(emailBox).toHaveValue(EMAIL);

  await page.goBack();
  await expectStep(page, 'address');
  await expect(home).toBeChecked();
  await page.goForward();
  await expectStep(page, 'contact');
  await expect(emailBox).toHaveValue(EMAIL);

  // Home Profile: an answer changed but not saved survives a reload.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'profile');
  await expect(page).toHaveURL(/\/onboarding\?step=profile$/);
  await expect(profile.select('Tenure').locator('option:checked')).not.toHaveText(TENURE);
  await profile.choose('Tenure', TENURE);
  await page.reload();
  await expectStep(page, 'profile');
  await expect(profile.select('Tenure').locator('option:checked')).toHaveText(TENURE);

  await page.goBack();
  await expectStep(page, 'contact');
  await expect(emailBox).toHaveValue(EMAIL);
  await page.goBack();
  await expectStep(page, 'address');
  await expect(home).toBeChecked();

  // Forward again, the answers are still there.
  await page.goForward();
  await page.goForward();
  await expectStep(page, 'profile');
  await expect(profile.select('Tenure').locator('option:checked')).toHaveText(TENURE);
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
