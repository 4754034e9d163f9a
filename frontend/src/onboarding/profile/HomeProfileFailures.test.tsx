import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { SESSION_KEYS } from '../../storage/keys';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { answerEpcDetails, buildDetails, failPropertySave, propertyFrom } from '../test/onboardingHandlers';
import { arriveWith, cacheProperty, CHOSEN_HOME } from '../test/wizardState';

async function saveProfile() {
  const view = await renderApp('/onboarding?step=profile');
  await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
  return view;
}

describe('Home profile save failures', () => {
  it('says the save failed, why, and stays on the step when nothing is cached', async () => {
    arriveWith();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(answerEpcDetails(), failPropertySave({ message: 'Postcode is not in the UK' }));
    await saveProfile();

    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Postcode is not in the UK Your changes have not been saved, but they are still on this page.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your home details' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.any(String), 'Postcode is not in the UK');
    expect(window.sessionStorage.getItem(SESSION_KEYS.currentPropertyId)).toBeNull();
  });

  it('never claims a failed update was saved: the edit stays on the form and the saved profile is untouched', async () => {
    arriveWith();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    cacheProperty(propertyFrom('prop-7', { ...buildDetails({ address: CHOSEN_HOME.address }), numBedrooms: 2 }));
    server.use(failPropertySave({ status: 502 }));
    const { user } = await renderApp('/onboarding?step=profile');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Bedrooms' }), '4');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.queryByText('Property details saved')).not.toBeInTheDocument();
    // A 502 from a proxy says nothing a person can act on: our own sentence, not the status line.
    expect(screen.getByText('We could not save your home details. Please try again. Your changes have not been saved, but they are still on this page.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your home details' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Bedrooms' })).toHaveValue('4');
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.currentPropertyData) ?? '{}')).toMatchObject({ id: 'prop-7', numBedrooms: 2 });
    expect(warn).toHaveBeenCalledWith(expect.any(String), 'HTTP 502: Failed to update property');
  });

  it('reports missing required fields without calling the server', async () => {
    arriveWith({ home: null });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    // A profile saved without a postcode: the check fails before any request.
    cacheProperty(propertyFrom('prop-8', { ...buildDetails({ address: CHOSEN_HOME.address }), postcode: '' }));
    // No look-up and no save handler: any request would fail the test (onUnhandledRequest: 'error').
    const { user } = await renderApp('/onboarding?step=profile');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.any(String), 'Missing required property fields: postcode');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your home details' })).toBeInTheDocument();
  });
});
