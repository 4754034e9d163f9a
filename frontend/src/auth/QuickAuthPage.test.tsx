import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { LoginMutationVariables } from '../gql/graphql';
import { server } from '../test/server';
import { advance, fakeClockUser, installFakeClock } from '../thermy/test/fakeClock';
import { answerLogin, breakDown, refuse, SAM } from './test/authHandlers';
import { expectLocation, renderAuth } from './test/renderAuth';
import { expectToast } from './test/toasts';

// The password box's label carries the required marker after its text.
const fieldNamed = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\W*$`));

async function signIn(email: string, password: string, user?: ReturnType<typeof fakeClockUser>) {
  const view = await renderAuth('/quick-auth', user);
  if (email) await view.user.type(fieldNamed('Email'), email);
  if (password) await view.user.type(fieldNamed('Password'), password);
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
  return view;
}

describe('/quick-auth', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("says 'Welcome Back' and links back home", async () => {
    await renderAuth('/quick-auth');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['', 'secret12', 'Email address is required', 'Email'],
    ['sam@example.com', '', 'Password is required', 'Password'],
  ])('needs both: %p / %p gives %p without asking the server', async (email, password, message, field) => {
    const calls: LoginMutationVariables[] = [];
    server.use(answerLogin(SAM, calls));
    await signIn(email, password);
    await expectToast(message, { tone: 'destructive' });
    await waitFor(() => expect(fieldNamed(field)).toHaveAttribute('aria-invalid', 'true'));
    expect(calls).toEqual([]);
  });

  it('signs in, says so, and opens the plan half a second later', async () => {
    const calls: LoginMutationVariables[] = [];
    server.use(answerLogin(SAM, calls));
    installFakeClock();
    await signIn('sam@example.com', 'secret12', fakeClockUser());

    await expectToast('Login Successful', { tone: 'success', description: 'Redirecting to your energy plan...' });
    expect(calls).toEqual([{ input: { email: 'sam@example.com', password: 'secret12' } }]);
    expect(screen.getByRole('button', { name: /Signing In/ })).toBeDisabled();

    await advance(499);
    await expectLocation('/quick-auth');
    await advance(1);
    await expectLocation('/my-plan');
  });

  it.each([
    ['the server says why', refuse('Login', 'Invalid email or password.', 'UNAUTHENTICATED'), 'Invalid email or password.'],
    ['the server is down', breakDown('Login'), 'Unable to log in. Please check your credentials.'],
  ])("shows 'Login Failed' when %s, and stays", async (_, handler, description) => {
    server.use(handler);
    await signIn('sam@example.com', 'secret12');
    await expectToast('Login Failed', { tone: 'destructive', description });
    await expectLocation('/quick-auth');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
