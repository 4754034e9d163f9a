import { beforeEach, describe, expect, it } from '@jest/globals';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { SERVER_FAULT_MESSAGE } from '../errors/friendlyMessage';
import type { LoginMutationVariables } from '../gql/graphql';
import { server } from '../test/server';
import { answerCurrentUser, answerLogin, breakDown, refuse, SAM } from './test/authHandlers';
import { expectLocation, renderAuth } from './test/renderAuth';
import { expectToast } from './test/toasts';
import { useCurrentUser } from './useCurrentUser';

const emailBox = () => screen.getByRole('textbox', { name: 'Email' });
const passwordBox = () => screen.getByLabelText('Password');

async function logIn(email: string, password: string) {
  const view = await renderAuth('/auth');
  if (email) await view.user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  if (password) await view.user.type(passwordBox(), password);
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
  return view;
}

describe('Login tab', () => {
  beforeEach(() => {
    server.use(answerCurrentUser(null));
  });

  it.each([
    ['', 'secret1', 'Please enter a valid email address.', 'Email'],
    ['sam@example', 'secret1', 'Please enter a valid email address.', 'Email'],
    ['sam@example.com', '', 'Password must be at least 6 characters.', 'Password'],
    ['sam@example.com', '12345', 'Password must be at least 6 characters.', 'Password'],
  ])('refuses %p / %p with %p, as a toast and on the %s field, without asking the server', async (email, password, message, field) => {
    const calls: LoginMutationVariables[] = [];
    server.use(answerLogin(SAM, calls));
    await logIn(email, password);

    await expectToast(message, { tone: 'destructive' });
    await waitFor(() => expect(screen.getByLabelText(field)).toHaveAccessibleErrorMessage(message));
    expect(calls).toEqual([]);
  });

  it('signs in, tells every reader of the current user at once, and goes home', async () => {
    const calls: LoginMutationVariables[] = [];
    const userLookups = { count: 0 };
    server.use(answerLogin(SAM, calls), answerCurrentUser(null, userLookups));
    await logIn(' sam@example.com ', 'secret12');

    await expectLocation('/');
    expect(calls).toEqual([{ input: { email: 'sam@example.com', password: 'secret12' } }]);
    const { result } = renderHook(() => useCurrentUser());
    expect(result.current).toEqual({ user: SAM, loading: false });
    // Asked once, on arrival; signing in needs no second look-up.
    expect(userLookups.count).toBe(1);
  });

  it("shows 'Login failed' with the server's words and stays on the form", async () => {
    server.use(refuse('Login', 'Invalid email or password.', 'UNAUTHENTICATED'));
    await logIn('sam@example.com', 'wrong-password');

    await expectToast('Login failed', { tone: 'destructive', description: 'Invalid email or password.' });
    await expectLocation('/auth');
    expect(emailBox()).toHaveValue('sam@example.com');
  });

  it("'Forgot your password?' carries the e-mail typed so far to the reset form", async () => {
    const { user } = await renderAuth('/auth');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), ' sam@example.com ');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('sam@example.com');
  });

  it("shows 'Login failed' with what to do, never the transport's words, when the server is down", async () => {
    server.use(breakDown('Login'));
    await logIn('sam@example.com', 'secret12');
    await expectToast('Login failed', { tone: 'destructive', description: SERVER_FAULT_MESSAGE });
  });

  it("'Forgot your password?' opens the reset view and 'Register' the Register tab", async () => {
    const { user } = await renderAuth('/auth');
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await expectLocation('/auth?tab=register');

    await user.click(screen.getByRole('tab', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeInTheDocument();
    await expectLocation('/auth?tab=reset-password');
  });
});
