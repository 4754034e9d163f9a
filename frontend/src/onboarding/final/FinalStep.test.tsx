import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { signedInAs } from '../../account/test/accountHandlers';
import { answerPlanScreen } from '../../plan/test/planHandlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { answerCreateProperty, answerEnergyPlan, answerEpcDetails } from '../test/onboardingHandlers';
import { arriveWith } from '../test/wizardState';
import { FINAL_REDIRECT_MS } from './planDestination';

// Who is signed in is cached between screens; each test starts from the server's answer.

describe('Creating Your Energy Plan', () => {
  it('shows a spinner after a save, then opens /plan no sooner than 1 s later', async () => {
    arriveWith();
    server.use(answerEpcDetails(), answerCreateProperty(), answerEnergyPlan(), answerPlanScreen());
    const { user } = await renderApp('/onboarding?step=profile');
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    const pressed = Date.now();
    await user.click(continueButton);

    expect(await screen.findByRole('heading', { level: 1, name: 'Creating Your Energy Plan' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Plan progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('location')).toHaveTextContent('/onboarding?step=profile');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/plan$/), { timeout: 3000 });
    // Measured from before the save, so the step itself waited at least this long.
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(FINAL_REDIRECT_MS);
  });

  it('sends signed-in visitors to /energy-plan', async () => {
    arriveWith();
    server.use(signedInAs(), answerEpcDetails(), answerCreateProperty(), answerEnergyPlan(), answerPlanScreen());
    const { user } = await renderApp('/onboarding?step=profile');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Creating Your Energy Plan' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/energy-plan$/), { timeout: 3000 });
  });
});
