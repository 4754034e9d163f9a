import { expect, type Page } from '@playwright/test';

/** The home page and the consent dialog that opens the wizard. */
export class HomePage {
  constructor(readonly page: Page) {}

  async startPlan(): Promise<void> {
    await this.page.goto('/');
    await this.page.getByRole('button', { name: 'Start Your Plan' }).first().click();
    const consent = this.page.getByRole('dialog', { name: 'Privacy & Data Use' });
    // Chakra draws its own box over a visually hidden input: tick it the way a person does.
    await consent.locator('[data-scope="checkbox"][data-part="control"]').click();
    await expect(consent.getByRole('checkbox')).toBeChecked();
    await consent.getByRole('button', { name: 'Accept & Continue' }).click();
    await this.page.waitForURL('**/onboarding');
  }
}
