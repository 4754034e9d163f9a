import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { ResendVerificationMutationVariables, VerifyEmailMutationVariables } from '../gql/graphql';
import { server } from '../test/server';
import { advance, fakeClockUser, installFakeClock } from '../thermy/test/fakeClock';
import { TOAST_DURATION_MS } from '../toast/toaster';
import { answerCurrentUser, answerResendVerification, answerSendVerification, answerVerifyEmail, refuse } from './test/authHandlers';
import { renderAuth } from './test/renderAuth';
import { expectToast } from './test/toasts';

const EMAIL = 'sam@example.com';
const resendButton = () => screen.getByRole('button', { name: 'Resend Code' });
const verifyButton = () => screen.getByRole('button', { name: 'Verify Email' });
const codeBox = () => screen.getByRole('textbox', { name: 'Verification Code' });

/** Registers, so the verification screen opens with its countdown on the fake clock. */
async function openVerification() {
  const { user } = await renderAuth('/auth?tab=register', fakeClockUser());
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), EMAIL);
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret12');
  await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
  await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
  await user.click(screen.getByRole('button', { name: 'Send Verification Email' }));
  await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' });
  return user;
}

describe('Verify Your Email', () => {
  beforeEach(() => {
    installFakeClock();
    server.use(answerCurrentUser(null), answerSendVerification());
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('counts down from 10:00 and offers Resend Code only once 60 s have passed', async () => {
    await openVerification();
    expect(screen.getByText('Code expires in 10:00')).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();

    await advance(59_000);
    expect(screen.getByText('Code expires in 9:01')).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();

    await advance(1000);
    expect(screen.getByText('Code expires in 9:00')).toBeInTheDocument();
    expect(resendButton()).toBeEnabled();
  });

  it('says the code has expired at 600 s and no longer lets it be submitted', async () => {
    await openVerification();
    await advance(599_000);
    expect(screen.getByText('Code expires in 0:01')).toBeInTheDocument();
    expect(verifyButton()).toBeEnabled();

    await advance(1000);
    expect(screen.getByRole('alert')).toHaveTextContent('Verification code has expired');
    expect(verifyButton()).toBeDisabled();
    expect(resendButton()).toBeEnabled();
  });

  it('resends the code, says so and starts the countdown again', async () => {
    const calls: ResendVerificationMutationVariables[] = [];
    server.use(answerResendVerification(calls));
    const user = await openVerification();
    await advance(600_000);

    await user.click(resendButton());
    await expectToast('Verification code sent', { tone: 'success' });
    expect(calls).toEqual([{ email: EMAIL }]);
    expect(screen.getByText('Code expires in 10:00')).toBeInTheDocument();
    expect(screen.queryByText('Verification code has expired')).not.toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
  });

  it("shows 'Failed to resend code' with the server's words and keeps the countdown", async () => {
    server.use(refuse('ResendVerification', 'Please wait a minute before asking for a new code.', 'RATE_LIMITED'));
    const user = await openVerification();
    await advance(60_000);

    await user.click(resendButton());
    await expectToast('Failed to resend code', { tone: 'destructive', description: 'Please wait a minute before asking for a new code.' });
    expect(screen.getByText('Code expires in 9:00')).toBeInTheDocument();
  });

  it.each(['12345', 'abcdef', ''])('refuses the code %p without asking the server', async (code) => {
    const calls: VerifyEmailMutationVariables[] = [];
    server.use(answerVerifyEmail(calls));
    const user = await openVerification();
    if (code) await user.type(codeBox(), code);
    await user.click(verifyButton());

    await expectToast('Verification code must be 6 digits', { tone: 'destructive' });
    await waitFor(() => expect(codeBox()).toHaveAttribute('aria-invalid', 'true'));
    expect(calls).toEqual([]);
  });

  it('verifies, welcomes the new user and returns to the Login tab with the e-mail filled in', async () => {
    const calls: VerifyEmailMutationVariables[] = [];
    server.use(answerVerifyEmail(calls));
    const user = await openVerification();
    await user.type(codeBox(), '123456');
    await user.click(verifyButton());

    await expectToast('Email verified successfully!', { tone: 'success' });
    expect(calls).toEqual([{ input: { email: EMAIL, code: '123456' } }]);
    expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(EMAIL);

    // One toast at a time: the welcome follows once the confirmation has had its 5 s.
    await advance(TOAST_DURATION_MS + 1000);
    await expectToast('Welcome to Warmwise!', { tone: 'success', description: 'Your account has been created successfully.' });
  });

  it("shows 'Verification failed' with the server's words and stays on the screen", async () => {
    server.use(refuse('VerifyEmail', 'Invalid verification code'));
    const user = await openVerification();
    await user.type(codeBox(), '654321');
    await user.click(verifyButton());

    await expectToast('Verification failed', { tone: 'destructive', description: 'Invalid verification code' });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeInTheDocument();
  });

  it("'← Back to Registration' returns to the Register tab", async () => {
    const user = await openVerification();
    await user.click(screen.getByRole('button', { name: '← Back to Registration' }));
    expect(await screen.findByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  });
});
