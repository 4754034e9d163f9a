import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@warmwise/common';
import type { ResetPasswordMutationVariables, ResetPasswordWithLinkMutationVariables, SendPasswordResetMutationVariables } from '../gql/graphql';
import { server } from '../test/server';
import { answerCurrentUser, answerResetPassword, answerResetPasswordWithLink, answerSendPasswordReset, breakDown, refuse } from './test/authHandlers';
import { expectLocation, renderAuth } from './test/renderAuth';
import { expectToast } from './test/toasts';

const EMAIL = 'sam@example.com';
const codeBox = () => screen.getByRole('textbox', { name: 'Verification Code' });

async function requestCode(email = EMAIL) {
  const view = await renderAuth('/auth?tab=reset-password');
  await view.user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await view.user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
  return view;
}

async function chooseNewPassword({ code = '', password = '', confirmation = '' }) {
  const view = await requestCode();
  await screen.findByRole('textbox', { name: 'Verification Code' });
  if (code) await view.user.type(codeBox(), code);
  if (password) await view.user.type(screen.getByLabelText('New Password'), password);
  if (confirmation) await view.user.type(screen.getByLabelText('Confirm New Password'), confirmation);
  await view.user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return view;
}

describe('Password reset', () => {
  beforeEach(() => {
    server.use(answerCurrentUser(null), answerSendPasswordReset());
  });

  it('goes from e-mail to code and new password to success, then back to login with the e-mail', async () => {
    const sent: SendPasswordResetMutationVariables[] = [];
    const reset: ResetPasswordMutationVariables[] = [];
    server.use(answerSendPasswordReset(sent), answerResetPassword(reset));
    const { user } = await chooseNewPassword({ code: 'a1b2c3', password: 'newpass1', confirmation: 'newpass1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Password Reset Successful' })).toBeInTheDocument();
    expect(sent).toEqual([{ email: EMAIL }]);
    expect(reset).toEqual([{ input: { email: EMAIL, code: 'a1b2c3', newPassword: 'newpass1' } }]);

    await user.click(screen.getByRole('button', { name: 'Return to Login' }));
    expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(EMAIL);
    await expectLocation('/auth');
  });

  it('says the reset e-mail was sent', async () => {
    await requestCode();
    await expectToast('Reset Email Sent', { tone: 'success', description: 'Check your email for the password reset code.' });
    expect(await screen.findByText(EMAIL)).toBeInTheDocument();
  });

  it('refuses a bad e-mail without asking the server', async () => {
    const sent: SendPasswordResetMutationVariables[] = [];
    server.use(answerSendPasswordReset(sent));
    await requestCode('sam@');
    await expectToast('Please enter a valid email address.', { tone: 'destructive' });
    expect(sent).toEqual([]);
  });

  it.each([
    ['the server says why', refuse('SendPasswordReset', 'Too many codes asked for. Try again in 1 hour.', 'RATE_LIMITED'), 'Too many codes asked for. Try again in 1 hour.'],
    ['the server is down', breakDown('SendPasswordReset'), 'Failed to send reset email'],
  ])("shows 'Error' when sending fails and %s", async (_, handler, description) => {
    server.use(handler);
    await requestCode();
    await expectToast('Error', { tone: 'destructive', description });
    expect(screen.getByRole('button', { name: 'Send Reset Code' })).toBeInTheDocument();
  });

  it('keeps at most 6 characters of the code', async () => {
    const { user } = await requestCode();
    await user.type(await screen.findByRole('textbox', { name: 'Verification Code' }), 'abc123xyz');
    expect(codeBox()).toHaveValue('abc123');
  });

  it.each([
    [{ code: 'abc12', password: 'newpass1', confirmation: 'newpass1' }, 'Verification code must be exactly 6 characters.', 'Verification Code'],
    [{ code: 'abc123', password: 'short', confirmation: 'short' }, 'Password must be at least 6 characters.', 'New Password'],
    [{ code: 'abc123', password: 'newpass1', confirmation: 'newpass2' }, "Passwords don't match.", 'Confirm New Password'],
  ])('refuses %p with the toast %p and a message on %p', async (entry, toast, field) => {
    const reset: ResetPasswordMutationVariables[] = [];
    server.use(answerResetPassword(reset));
    await chooseNewPassword(entry);

    await expectToast(toast, { tone: 'destructive' });
    // Inline, the mismatch reads without the toast's full stop (docs/product.md, "Accounts").
    await waitFor(() => expect(screen.getByLabelText(field)).toHaveAccessibleErrorMessage(toast.replace('match.', 'match')));
    expect(reset).toEqual([]);
  });

  it.each([
    ['the server says why', refuse('ResetPassword', 'Invalid or expired reset code.'), 'Invalid or expired reset code.'],
    ['the server is down', breakDown('ResetPassword'), 'Failed to reset password'],
  ])("shows 'Error' when the reset fails and %s", async (_, handler, description) => {
    server.use(handler);
    await chooseNewPassword({ code: 'abc123', password: 'newpass1', confirmation: 'newpass1' });
    await expectToast('Error', { tone: 'destructive', description });
    expect(screen.queryByRole('heading', { name: 'Password Reset Successful' })).not.toBeInTheDocument();
  });

  it("'Back to Email' returns to the e-mail step, and the code step starts empty again", async () => {
    const { user } = await requestCode();
    await user.type(await screen.findByRole('textbox', { name: 'Verification Code' }), 'abc123');
    await user.type(screen.getByLabelText('New Password'), 'newpass1');

    await user.click(screen.getByRole('button', { name: 'Back to Email' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));

    expect(await screen.findByRole('textbox', { name: 'Verification Code' })).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
  });

  it("'Back to Login' returns to the Login tab", async () => {
    const { user } = await renderAuth('/auth?tab=reset-password');
    await user.click(await screen.findByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Password reset from the link in the reset e-mail', () => {
  const TOKEN = 'Tq0b9v3c-Zl1x_8sY2mN4kP6rW7hJ5dF0aE3gU9iO1Q';

  /** Opens the page as the mail's link does: the token after '#', where no server sees it. */
  async function openLink() {
    window.history.replaceState(null, '', `/auth?tab=reset-password#link=${TOKEN}`);
    return renderAuth('/auth?tab=reset-password');
  }

  beforeEach(() => {
    server.use(answerCurrentUser(null));
  });

  it('asks only for the new password, sends it with the link\'s token, and takes the token out of the address bar', async () => {
    const reset: ResetPasswordWithLinkMutationVariables[] = [];
    server.use(answerResetPasswordWithLink(reset));
    const { user } = await openLink();
    await screen.findByText('You opened the link in your reset e-mail: choose a new password for your account.');
    expect(screen.queryByRole('textbox', { name: 'Verification Code' })).not.toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?tab=reset-password');

    await user.type(screen.getByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Password Reset Successful' })).toBeInTheDocument();
    expect(reset).toEqual([{ input: { token: TOKEN, newPassword: 'newpass1' } }]);
  });

  it('checks the two passwords match before asking', async () => {
    const reset: ResetPasswordWithLinkMutationVariables[] = [];
    server.use(answerResetPasswordWithLink(reset));
    const { user } = await openLink();
    await user.type(await screen.findByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'newpass2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await expectToast(AUTH_MESSAGES.passwordsDontMatchToast, { tone: 'destructive' });
    expect(reset).toEqual([]);
  });

  it('says a used or expired link in the server\'s words and leads back to asking for a code', async () => {
    server.use(refuse('ResetPasswordWithLink', AUTH_MESSAGES.resetLinkInvalid), answerSendPasswordReset());
    const { user } = await openLink();
    await user.type(await screen.findByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await expectToast('Error', { tone: 'destructive', description: AUTH_MESSAGES.resetLinkInvalid });
    await user.click(screen.getByRole('button', { name: /Back to Email/ }));
    expect(await screen.findByRole('button', { name: 'Send Reset Code' })).toBeInTheDocument();
  });
});
