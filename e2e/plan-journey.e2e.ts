import { expect, test } from '@playwright/test';
import { OnboardingPage } from './pages/onboarding.page.js';
import { ProfilePage } from './pages/profile.page.js';

test('a householder goes from postcode to a saved plan built from their EPC', async ({ page }) => {
  const onboarding = new OnboardingPage(page);
  await onboarding.open();
  await onboarding.searchFor('LS1 4AP');
  await expect(page.getByText('Showing addresses for LS1 4AP')).toBeVisible();
  await page.getByRole('radio').first().click();
  await onboarding.continue.click();

  const profile = new ProfilePage(page);
  await profile.giveEmail('householder@example.com');
  await profile.confirmDetails();

  await expect(page.getByText('Creating Your Energy Plan')).toBeVisible();
  await page.waitForURL('**/plan');
  await expect(page.getByRole('heading', { name: 'Home Energy Plan' })).toBeVisible();
  await expect(page.getByText('Estimated Annual Savings (£)')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All Recommendations' })).toBeVisible();
  await expect(page.getByText('Sources & Assumptions')).toBeVisible();

  // The plan belongs to this browser's session: a fresh browser context cannot read it.
  const propertyId = await page.evaluate(() => sessionStorage.getItem('warmwise:currentPropertyId'));
  expect(propertyId).toBeTruthy();
  const stranger = await page.context().browser()!.newContext();
  const response = await stranger.request.get(`/api/properties/${propertyId}/energy-plan`);
  expect(response.status()).toBe(404);
  await stranger.close();
});
