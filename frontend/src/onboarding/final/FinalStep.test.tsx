import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { SIGNED_IN_EMAIL, signedInAs } from '../../account/test/accountHandlers';
import { answerPlanScreen } from '../../plan/test/planHandlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { advance, fakeClockUser, installFakeClock } from '../../thermy/test/fakeClock';
import { answerEpcDetails, answerSaveHomeProfile } from '../test/onboardingHandlers';
import { arriveWith } from '../test/wizardState';
import { FINAL_REDIRECT_MS } from './planDestination';

// Who is signed in is cached between screens; each test starts from the server's answer.

const location = () => screen.getByTestId('location');
const header = () => screen.getByRole('banner');
/*
 * While findBy* waits on a fake clock it moves the clock on by its polling interval (50 ms), so
 * the step may already have waited up to that long when its heading is found.
 */
const FIND_SLACK_MS = 100;

/**
 * Saves the home profile once the header shows who is signed in (the step reads it when its second
 * is up), and waits for the final step's heading.
 */
async function saveProfile(signedInState: () => Promise<HTMLElement>): Promise<void> {
  const user = fakeClockUser();
  await renderApp('/onboarding?step=profile');
  expect(await signedInState()).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Creating Your Energy Plan' })).toBeInTheDocument();
}

describe('Creating Your Energy Plan', () => {
  beforeEach(installFakeClock);
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows a spinner after a save, then opens /plan when its second is up, not before', async () => {
    arriveWith();
    server.use(answerEpcDetails(), answerSaveHomeProfile(), answerPlanScreen());
    await saveProfile(() => within(header()).findByRole('link', { name: 'Sign In' }));
    expect(screen.getByRole('progressbar', { name: 'Plan progress' })).toHaveAttribute('aria-valuenow', '100');

    await advance(FINAL_REDIRECT_MS - FIND_SLACK_MS);
    expect(location()).toHaveTextContent('/onboarding?step=profile');

    await advance(FIND_SLACK_MS);
    expect(location()).toHaveTextContent(/^\/plan$/);
  });

  it('sends signed-in visitors to /energy-plan', async () => {
    arriveWith();
    server.use(signedInAs(), answerEpcDetails(), answerSaveHomeProfile(), answerPlanScreen());
    await saveProfile(() => within(header()).findByRole('button', { name: `Account menu for ${SIGNED_IN_EMAIL}` }));
    // Raised by this step once it shows: the second is the time to read it.
    expect(await screen.findByText('Home profile updated')).toBeInTheDocument();

    await advance(FINAL_REDIRECT_MS);
    expect(location()).toHaveTextContent(/^\/energy-plan$/);
  });
});
