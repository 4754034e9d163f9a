import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { SESSION_KEYS } from '../../storage/keys';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { answerEpcDetails } from '../test/onboardingHandlers';
import { arriveWith } from '../test/wizardState';

const emailBox = () => screen.getByRole('textbox', { name: 'Email Address' });
const pressContinue = (user: Awaited<ReturnType<typeof renderApp>>['user']) => user.click(screen.getByRole('button', { name: 'Continue' }));

describe('Contact step', () => {
  it('explains what the e-mail is for', async () => {
    arriveWith({ email: null });
    await renderApp('/onboarding?step=email');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Contact Details' })).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('type', 'email');
    expect(screen.getByText(/generate and send you personalised energy tips/)).toBeInTheDocument();
  });

  it.each([
    ['', 'Email address is required'],
    ['   ', 'Email address is required'],
    ['sam@example', 'Please enter a valid email address'],
    ['sam smith@example.com', 'Please enter a valid email address'],
  ])('rejects %p with %p, and the message clears on edit', async (email, message) => {
    arriveWith({ email: null });
    const { user } = await renderApp('/onboarding?step=email');
    if (email) await user.type(emailBox(), email);
    await pressContinue(user);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Contact Details' })).toBeInTheDocument();

    await user.type(emailBox(), 'x');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('remembers a valid e-mail for the session and moves on to the Home profile', async () => {
    arriveWith({ email: null });
    server.use(answerEpcDetails());
    const { user } = await renderApp('/onboarding?step=email');
    await user.type(emailBox(), ' sam@example.com ');
    await pressContinue(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your home details' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(SESSION_KEYS.userEmail)).toBe('sam@example.com');
  });

  it('shows the e-mail given earlier in the session', async () => {
    arriveWith({ email: 'sam@example.com' });
    await renderApp('/onboarding?step=email');
    expect(emailBox()).toHaveValue('sam@example.com');
  });

  it('goes back to the Address step', async () => {
    arriveWith();
    const { user } = await renderApp('/onboarding?step=email');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Find your property' })).toBeInTheDocument();
  });
});
