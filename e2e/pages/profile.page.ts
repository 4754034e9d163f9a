import { expect, type Locator, type Page } from '@playwright/test';

/** The wizard's Contact and Home profile steps. */
export class ProfilePage {
  constructor(readonly page: Page) {}

  async giveEmail(email: string): Promise<void> {
    await expect(this.page.getByText('Your Contact Details')).toBeVisible();
    await this.page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }

  /** One of the Home profile's selects, by its label. */
  select(label: string): Locator {
    return this.page.getByRole('combobox', { name: label });
  }

  /** Picks an option by the words a person reads, not its value. */
  async choose(label: string, option: string): Promise<void> {
    await this.select(label).selectOption({ label: option });
  }

  async confirmDetails(): Promise<void> {
    await expect(this.page.getByText('We found your EPC data. Please review and update any information if needed.')).toBeVisible();
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }
}
