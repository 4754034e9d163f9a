import { expect, type Locator, type Page } from '@playwright/test';

/** The wizard's Address step, found by what a person sees: roles and labels. */
export class OnboardingPage {
  readonly postcode: Locator;
  readonly search: Locator;
  readonly continue: Locator;
  readonly filter: Locator;

  constructor(readonly page: Page) {
    this.postcode = page.getByRole('textbox', { name: 'Postcode' });
    this.search = page.getByRole('button', { name: /^Search/ });
    this.continue = page.getByRole('button', { name: 'Continue' });
    this.filter = page.getByRole('textbox', { name: 'House Name or Number' });
  }

  async open(): Promise<void> {
    await this.page.goto('/onboarding');
    await expect(this.page.getByRole('heading', { name: 'Find your property' })).toBeVisible();
  }

  async searchFor(postcode: string): Promise<void> {
    await this.postcode.fill(postcode);
    await this.search.click();
  }

  address(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
