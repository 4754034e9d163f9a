import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { AuthScreen } from './pages/auth.page.js';
import { MailOutbox } from './pages/outbox.js';
import { openSavedPlan } from './pages/saved-plan.js';

const PASSWORD = 'loft-and-walls-2025';
const uniqueEmail = (who: string) => `${who}+${Date.now()}@example.com`;

/** The ids of the properties the server lets this browser's session see. */
async function visiblePropertyIds(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/properties');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }[]).map(({ id }) => String(id));
}

test.describe('accounts', () => {
  test('a householder makes a plan, registers with the mailed code, signs in, finds the plan and signs out', async ({ page }) => {
    const email = uniqueEmail('householder');
    const address = await openSavedPlan(page, { email });
    const propertyId = await page.evaluate(() => sessionStorage.getItem('warmwise:currentPropertyId'));
    expect(propertyId).toBeTruthy();

    const auth = new AuthScreen(page);
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await page.waitForURL('**/auth');
    await expect(page.getByRole('link', { name: 'Back to Plan' })).toBeVisible();
    await page.getByRole('tab', { name: 'Register' }).click();
    await auth.register(email, PASSWORD);

    const code = await new MailOutbox().latestCode(email, 'verification code');
    await auth.verify(code);
    await expect(auth.email).toHaveValue(email);

    await auth.logIn(email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    const accountMenu = page.getByRole('button', { name: `Account menu for ${email}` }).first();
    await expect(accountMenu).toBeVisible();

    await page.goto('/my-plan');
    await expect(page.getByRole('heading', { name: 'Home Energy Plan' })).toBeVisible();
    await expect(page.getByTestId('plan-address')).toHaveText(address);
    expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ email });
    expect(await visiblePropertyIds(page)).toContain(propertyId);

    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    // The plan stayed with the account, not with this browser.
    expect(await visiblePropertyIds(page)).not.toContain(propertyId);
  });

  test('a user who forgot their password resets it with the mailed code and signs in with the new one (375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const email = uniqueEmail('forgetful');
    const outbox = new MailOutbox();
    const auth = new AuthScreen(page);

    await auth.open('register');
    await auth.register(email, PASSWORD);
    await auth.verify(await outbox.latestCode(email, 'verification code'));

    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    await auth.requestResetCode(email);
    const newPassword = `${PASSWORD}-new`;
    await auth.chooseNewPassword(await outbox.latestCode(email, 'password reset code'), newPassword);
    await page.getByRole('button', { name: 'Return to Login' }).click();

    await auth.logIn(email, PASSWORD);
    await expect(page.getByText('Login failed')).toBeVisible();

    await auth.logIn(email, newPassword);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ email });
  });
});
