import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { chooseHome, LISTER_SQUARE } from '../test/addressSearch';
import { answerEpcDetails } from '../test/onboardingHandlers';
import { arriveWith } from '../test/wizardState';

const HOME = LISTER_SQUARE[1];
const location = () => screen.getByTestId('location');
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const emailBox = () => screen.getByRole('textbox', { name: 'Email Address' });

describe('wizard history', () => {
  it('gives each step an address of its own, and Back returns through them with the entries kept', async () => {
    server.use(answerEpcDetails());
    const { user } = await chooseHome(HOME);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Your Contact Details')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/onboarding\?step=email$/);

    await user.type(emailBox(), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Verify your home details')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/onboarding\?step=profile$/);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Your Contact Details')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/onboarding\?step=email$/);
    expect(emailBox()).toHaveValue('sam@example.com');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Find your property')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/onboarding$/);
    expect(screen.getByRole('radio', { name: HOME })).toBeChecked();
  });

  it('goes Back from a step opened by a link to the step before it', async () => {
    // One history entry only: going back through history would stay on the profile.
    arriveWith();
    server.use(answerEpcDetails());
    const { user } = await renderApp('/onboarding?step=profile');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await heading('Your Contact Details')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/onboarding\?step=email$/);
  });

  it('opens a ?step=email link in a fresh session at the Address step, and says so in the address bar', async () => {
    await renderApp('/onboarding?step=email');
    expect(await heading('Find your property')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4: Address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(location()).toHaveTextContent(/^\/onboarding$/);
  });
});
