import { expect, type Locator, type Page } from '@playwright/test';

/** /auth: the Login and Register tabs, e-mail verification and password reset. */
export class AuthScreen {
  readonly email: Locator;
  readonly password: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByRole('textbox', { name: 'Email' });
    this.password = page.getByLabel('Password', { exact: true });
  }

  async open(tab?: 'register' | 'reset-password'): Promise<void> {
    await this.page.goto(tab ? `/auth?tab=${tab}` : '/auth');
  }

  /** Chakra draws its own box over a visually hidden input: tick it the way a person does. */
  private async tick(agreement: string): Promise<void> {
    const box = this.page.locator('[data-scope="checkbox"][data-part="root"]', { hasText: agreement });
    await box.locator('[data-part="control"]').click();
    await expect(box.getByRole('checkbox')).toBeChecked();
  }

  async register(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.page.getByLabel('Confirm Password').fill(password);
    await this.tick('Privacy Policy');
    await this.tick('Terms and Conditions');
    await this.page.getByRole('button', { name: 'Send Verification Email' }).click();
    await expect(this.page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  }

  /** Enters the mailed code; success returns to the Login tab with the e-mail filled in. */
  async verify(code: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Verification Code' }).fill(code);
    await this.page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(this.page.getByText('Email verified successfully!')).toBeVisible();
    await expect(this.page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  }

  async logIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  async requestResetCode(email: string): Promise<void> {
    await this.email.fill(email);
    await this.page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(this.page.getByText('Reset Email Sent')).toBeVisible();
  }

  async chooseNewPassword(code: string, password: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Verification Code' }).fill(code);
    await this.page.getByLabel('New Password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm New Password').fill(password);
    await this.page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(this.page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  }
}
