import { expect, type Page } from '@playwright/test';
import { HomePage } from './home.page.js';
import { OnboardingPage } from './onboarding.page.js';
import { ProfilePage } from './profile.page.js';

/**
 * The shortest way to a saved plan: consent, the first home at a seeded postcode, an e-mail, the
 * EPC details as found. Returns the heading's address so a test can look for the same plan later.
 */
export async function makePlan(page: Page, { postcode = 'LS1 4AP', email }: { postcode?: string; email: string }): Promise<string> {
  await new HomePage(page).startPlan();
  const onboarding = new OnboardingPage(page);
  await onboarding.searchFor(postcode);
  await page.getByRole('radio').first().click();
  await onboarding.continue.click();

  const profile = new ProfilePage(page);
  await profile.giveEmail(email);
  await profile.confirmDetails();
  await page.waitForURL('**/plan');
  await expect(page.getByRole('heading', { name: 'Home Energy Plan' })).toBeVisible();
  const address = page.getByTestId('plan-address');
  await expect(address).not.toHaveText('your property');
  return (await address.textContent()) ?? '';
}
