import { expect, test } from './fixtures.js';
import { expectNoSeriousA11yViolations } from './axe.js';
import { AuthScreen } from './pages/auth.page.js';
import { MailOutbox } from './pages/outbox.js';

const PASSWORD = 'loft-and-walls-2025';

test('the reset mail’s link lets the owner choose a new password in another browser, once (375 px)', async ({ page, browser }) => {
  const email = `reset-link-${Date.now().toString(36)}@example.com`;
  const outbox = new MailOutbox();
  // The account and the reset ask through the API: the screens for both have their own tests (auth.e2e.ts).
  expect((await page.request.post('/api/send-verification', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  const code = await outbox.latestCode(email, 'verification code');
  expect((await page.request.post('/api/verify-email', { data: { email, code } })).ok()).toBe(true);
  expect((await page.request.post('/api/send-password-reset', { data: { email } })).ok()).toBe(true);

  // A phone that has never seen the account opens the link from the mail.
  const link = new URL(await outbox.latestResetLink(email));
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const phonePage = await phone.newPage();
  await phonePage.goto(`${link.pathname}${link.search}${link.hash}`);
  await expect(phonePage.getByText('You opened the link in your reset e-mail: choose a new password for your account.')).toBeVisible();
  await expect(phonePage.getByRole('textbox', { name: 'Verification Code' })).toHaveCount(0);
  // The token leaves the address bar at once.
  await expect.poll(() => new URL(phonePage.url()).hash).toBe('');
  await expectNoSeriousA11yViolations(phonePage, 'the reset link step');

  const newPassword = `${PASSWORD}-new`;
  await phonePage.getByLabel('New Password', { exact: true }).fill(newPassword);
  await phonePage.getByLabel('Confirm New Password').fill(newPassword);
  await phonePage.getByRole('button', { name: 'Reset Password' }).click();
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Password Reset Successful' })).toBeVisible();
  await phonePage.getByRole('button', { name: 'Return to Login' }).click();
  await new AuthScreen(phonePage).logIn(email, newPassword);
  await phonePage.waitForURL((url) => url.pathname === '/');
  expect(await (await phonePage.request.get('/api/auth/user')).json()).toMatchObject({ email });

  // Used once: opened again, the link is refused in words that lead back to a code.
  const later = await browser.newContext();
  const laterPage = await later.newPage();
  await laterPage.goto(`${link.pathname}${link.search}${link.hash}`);
  await laterPage.getByLabel('New Password', { exact: true }).fill(`${newPassword}-again`);
  await laterPage.getByLabel('Confirm New Password').fill(`${newPassword}-again`);
  await laterPage.getByRole('button', { name: 'Reset Password' }).click();
  await expect(laterPage.getByText('This reset link has expired or has been used. Ask for a new reset code below.')).toBeVisible();
  await expect(laterPage.getByRole('button', { name: /Back to Email/ })).toBeVisible();
  await Promise.all([phone.close(), later.close()]);
});
