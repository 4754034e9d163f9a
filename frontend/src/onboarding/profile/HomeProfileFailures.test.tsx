import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { SESSION_KEYS } from '../../storage/keys';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { answerEpcDetails, buildDetails, failPropertySave, propertyFrom } from '../test/onboardingHandlers';
import { arriveWith, cacheProperty, CHOSEN_HOME } from '../test/wizardState';

jest.setTimeout(20_000);

async function saveProfile() {
  const view = await renderApp('/onboarding?step=profile');
  await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
  return view;
}

describe('Home profile save failures', () => {
  it('says the save failed and stays on the step when nothing is cached', async () => {
    arriveWith();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(answerEpcDetails(), failPropertySave('CreateProperty', { message: 'Postcode is not in the UK' }));
    await saveProfile();

    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to save your home profile. Please try again or refresh the page.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your home details' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.any(String), 'Postcode is not in the UK');
    expect(window.sessionStorage.getItem(SESSION_KEYS.currentPropertyId)).toBeNull();
  });

  it('keeps the edits in the cached profile and continues when the update fails', async () => {
    arriveWith();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    cacheProperty(propertyFrom('prop-7', { ...buildDetails({ address: CHOSEN_HOME.address }), numBedrooms: 2 }));
    server.use(failPropertySave('UpdateProperty', { status: 502 }));
    const { user } = await renderApp('/onboarding?step=profile');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Bedrooms' }), '4');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Property details saved')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Creating Your Energy Plan' })).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.currentPropertyData) ?? '{}')).toMatchObject({ id: 'prop-7', numBedrooms: 4 });
    expect(warn).toHaveBeenCalledWith(expect.any(String), 'HTTP 502: Failed to update property');
  });

  it('reports missing required fields without calling the server', async () => {
    arriveWith({ home: null });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    // No look-up and no save handler: any request would fail the test (onUnhandledRequest: 'error').
    const { user } = await renderApp('/onboarding?step=profile');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Property type' }), 'Bungalow');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year built' }), 'Pre-1919');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.any(String), 'Please enter a valid UK postcode');
  });
});
