import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { LOCAL_KEYS, SESSION_KEYS } from '../../storage/keys';
import { buildAddress } from '../../test/addressLookupHandlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { chooseHome, LISTER_SQUARE } from '../test/addressSearch';
import { answerEpcDetails, answerSaveHomeProfile, buildDetails } from '../test/onboardingHandlers';
import { arriveWith } from '../test/wizardState';

const HOME = LISTER_SQUARE[2];
const tenure = () => screen.findByRole('combobox', { name: 'Tenure' });

/** A reload: the page starts again from the URL and the browser session's storage. */
async function reload(view: { unmount: () => void }, path: string) {
  view.unmount();
  return renderApp(path);
}

describe('a reload in the wizard', () => {
  it('shows the address list with the home chosen, without searching again', async () => {
    const searches: string[] = [];
    const view = await chooseHome(HOME, searches);
    await reload(view, '/onboarding');
    expect(await screen.findByText('Showing addresses for')).toHaveTextContent('EH3 9GL');
    expect(screen.getByRole('radio', { name: HOME })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(searches).toEqual(['EH3 9GL']);
  });

  it('keeps the e-mail as typed, before Continue', async () => {
    arriveWith({ email: null });
    const view = await renderApp('/onboarding?step=email');
    await view.user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'sam@exam');
    await reload(view, '/onboarding?step=email');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Contact Details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveValue('sam@exam');
  });

  it('keeps Home profile answers not saved yet, for that home only', async () => {
    arriveWith();
    server.use(answerEpcDetails());
    const view = await renderApp('/onboarding?step=profile');
    await view.user.selectOptions(await tenure(), 'Rented - Social');

    const reloaded = await reload(view, '/onboarding?step=profile');
    expect(await tenure()).toHaveValue('Rented - Social');

    const otherHome = { address: '9 Other Road, Leeds', postcode: 'LS1 4AP' };
    arriveWith({ home: buildAddress({ id: 'addr-9', ...otherHome }) });
    server.use(answerEpcDetails({ data: buildDetails(otherHome) }));
    await reload(reloaded, '/onboarding?step=profile');
    expect(await tenure()).toHaveValue('Rented - Private');
  });

  it('forgets the answers once saved: from then on the saved profile holds them', async () => {
    arriveWith();
    server.use(answerEpcDetails(), answerSaveHomeProfile());
    const view = await renderApp('/onboarding?step=profile');
    await view.user.selectOptions(await tenure(), 'Rented - Social');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Creating Your Energy Plan' })).toBeInTheDocument();

    // Without the saved profile, only a draft left behind could still say Rented - Social.
    window.sessionStorage.removeItem(SESSION_KEYS.currentPropertyData);
    window.localStorage.removeItem(LOCAL_KEYS.propertyData);
    await reload(view, '/onboarding?step=profile');
    expect(await tenure()).toHaveValue('Rented - Private');
  });
});
