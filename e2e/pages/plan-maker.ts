import { expect, type Page } from '@playwright/test';
import { HomePage } from './home.page.js';
import { OnboardingPage } from './onboarding.page.js';
import { ProfilePage } from './profile.page.js';

interface Householder {
  postcode?: string;
  email: string;
}

/** Consent, the first home at a seeded postcode and an e-mail: the wizard's Home Profile step. */
export async function openHomeProfile(page: Page, { postcode = 'LS1 4AP', email }: Householder): Promise<ProfilePage> {
  await new HomePage(page).startPlan();
  const onboarding = new OnboardingPage(page);
  await onboarding.searchFor(postcode);
  await page.getByRole('radio').first().click();
  await onboarding.continue.click();

  const profile = new ProfilePage(page);
  await profile.giveEmail(email);
  return profile;
}

/**
 * The shortest way to a saved plan: the Home Profile step with the EPC details as found. Returns
 * the heading's address so a test can look for the same plan later.
 */
export async function makePlan(page: Page, householder: Householder): Promise<string> {
  const profile = await openHomeProfile(page, householder);
  await profile.confirmDetails();
  await page.waitForURL('**/plan');
  await expect(page.getByRole('heading', { name: 'Home Energy Plan' })).toBeVisible();
  const address = page.getByTestId('plan-address');
  await expect(address).not.toHaveText('your property');
  return (await address.textContent()) ?? '';
}

/** Edits the saved home's profile from its plan and saves it again: the same home, re-modelled. */
export async function remodelPlan(page: Page, changes: Record<string, string>): Promise<void> {
  await page.getByRole('link', { name: 'Edit Profile & Preferences' }).click();
  const profile = new ProfilePage(page);
  for (const [label, option] of Object.entries(changes)) await profile.choose(label, option);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/plan');
  await expect(page.getByRole('heading', { name: 'Home Energy Plan' })).toBeVisible();
}
