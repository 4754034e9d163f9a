import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { answerEpcDetails } from './test/onboardingHandlers';
import { arriveWith } from './test/wizardState';

const progress = () => screen.getByRole('progressbar', { name: 'Plan progress' });
const steps = () => within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');

describe('onboarding wizard', () => {
  it('starts at the Address step with no progress', async () => {
    await renderApp('/onboarding');
    expect(screen.getByRole('heading', { level: 1, name: 'Find your property' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(steps().map((step) => step.textContent)).toEqual(['1Address', '2Contact Details', '3Home Profile', '4Action Plan']);
    expect(steps()[0]).toHaveAttribute('aria-current', 'step');
  });

  it.each([
    ['email', 'Your Contact Details', '33.3', 1],
    ['profile', 'Verify your home details', '66.6', 2],
  ])('?step=%s starts at %s', async (step, heading, value, done) => {
    arriveWith();
    server.use(answerEpcDetails());
    await renderApp(`/onboarding?step=${step}`);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', value);
    expect(steps().filter((item) => item.textContent?.endsWith('(completed)'))).toHaveLength(done);
  });

  it('walks back step by step from the Home profile', async () => {
    arriveWith();
    server.use(answerEpcDetails());
    const { user } = await renderApp('/onboarding?step=profile');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your Contact Details' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Find your property' })).toBeInTheDocument();
  });

  it('sends a ?step=profile link opened in a fresh session to the Address step: there is no home to verify yet', async () => {
    // No handlers: a look-up or save attempt would fail the test (onUnhandledRequest: 'error').
    await renderApp('/onboarding?step=profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Find your property' })).toBeInTheDocument();
    expect(screen.queryByText(/We found your EPC data/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Unknown Address/)).not.toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
  });

  it('goes home on Back from the first step', async () => {
    const { user } = await renderApp('/onboarding');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
