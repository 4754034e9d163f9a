import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { SendVerificationMutationVariables } from '../gql/graphql';
import { server } from '../test/server';
import { answerCurrentUser, answerSendVerification, breakDown, refuse } from './test/authHandlers';
import { expectLocation, renderAuth } from './test/renderAuth';
import { expectToast } from './test/toasts';

interface Entry {
  email?: string;
  password?: string;
  confirmPassword?: string;
  privacy?: boolean;
  terms?: boolean;
}

const VALID: Required<Entry> = { email: 'sam@example.com', password: 'secret12', confirmPassword: 'secret12', privacy: true, terms: true };

async function register(entry: Entry = VALID) {
  const view = await renderAuth('/auth?tab=register');
  const { user } = view;
  if (entry.email) await user.type(await screen.findByRole('textbox', { name: 'Email' }), entry.email);
  if (entry.password) await user.type(screen.getByLabelText('Password'), entry.password);
  if (entry.confirmPassword) await user.type(screen.getByLabelText('Confirm Password'), entry.confirmPassword);
  if (entry.privacy) await user.click(screen.getByRole('checkbox', { name: /accept the Privacy Policy/ }));
  if (entry.terms) await user.click(screen.getByRole('checkbox', { name: /agree to the Terms and Conditions/ }));
  await user.click(screen.getByRole('button', { name: 'Send Verification Email' }));
  return view;
}

describe('Register tab', () => {
  beforeEach(() => {
    server.use(answerCurrentUser(null));
  });

  it('links the privacy policy and terms in a new tab', async () => {
    await renderAuth('/auth?tab=register');
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms and Conditions', '/terms'],
    ]) {
      const link = await screen.findByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it.each<[string, Entry, string, string]>([
    ['a bad e-mail', { ...VALID, email: 'sam@example' }, 'Please enter a valid email address.', 'Email'],
    ['a short password', { ...VALID, password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters.', 'Password'],
    ['a different confirmation', { ...VALID, confirmPassword: 'secret13' }, "Passwords don't match", 'Confirm Password'],
  ])('refuses %s with its message, as a toast and on the field, without asking the server', async (_, entry, message, field) => {
    const calls: SendVerificationMutationVariables[] = [];
    server.use(answerSendVerification({}, calls));
    await register(entry);

    await expectToast(message, { tone: 'destructive' });
    await waitFor(() => expect(screen.getByLabelText(field)).toHaveAccessibleErrorMessage(message));
    expect(calls).toEqual([]);
  });

  it.each<[string, Entry, string, RegExp]>([
    ['the privacy policy unticked', { ...VALID, privacy: false }, 'You must accept the Privacy Policy', /accept the Privacy Policy/],
    ['the terms unticked', { ...VALID, terms: false }, 'You must accept the Terms and Conditions', /agree to the Terms and Conditions/],
  ])('refuses %s with its message, as a toast and under the box, without asking the server', async (_, entry, message, box) => {
    const calls: SendVerificationMutationVariables[] = [];
    server.use(answerSendVerification({}, calls));
    await register(entry);

    await expectToast(message, { tone: 'destructive' });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: box })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(calls).toEqual([]);
  });

  it('sends the e-mail and password, then opens Verify Your Email', async () => {
    const calls: SendVerificationMutationVariables[] = [];
    server.use(answerSendVerification({}, calls));
    await register({ ...VALID, email: ' sam@example.com ' });

    await expectToast('Verification email sent!', { tone: 'success' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    expect(calls).toEqual([{ input: { email: 'sam@example.com', username: 'sam@example.com', password: 'secret12' } }]);
  });

  it('goes to the Login tab with the e-mail filled in when the server skips verification', async () => {
    server.use(answerSendVerification({ skipVerification: true }));
    await register();

    await expectToast('Account created successfully!', { tone: 'success' });
    await expectLocation('/auth');
    expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('sam@example.com');
    expect(screen.queryByRole('heading', { name: 'Verify Your Email' })).not.toBeInTheDocument();
  });

  it("shows 'Registration failed' with the server's words", async () => {
    server.use(refuse('SendVerification', 'Please choose a less common password.'));
    await register();
    await expectToast('Registration failed', { tone: 'destructive', description: 'Please choose a less common password.' });
    expect(screen.getByRole('button', { name: 'Send Verification Email' })).toBeEnabled();
  });

  it("falls back to 'Failed to send verification email' when the server is down", async () => {
    server.use(breakDown('SendVerification'));
    await register();
    await expectToast('Registration failed', { tone: 'destructive', description: 'Failed to send verification email' });
  });
});
