import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PropertyInput } from '../../gql/graphql';
import { SESSION_KEYS } from '../../storage/keys';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { answerEpcDetails, answerSaveHomeProfile, buildDetails, propertyFrom, type PropertyUpdate } from '../test/onboardingHandlers';
import { arriveWith, cacheProperty, CHOSEN_HOME } from '../test/wizardState';

async function openProfile() {
  const view = await renderApp('/onboarding?step=profile');
  await screen.findByRole('combobox', { name: 'Property type' });
  return view;
}

const stored = (key: string) => JSON.parse(window.sessionStorage.getItem(key) ?? 'null');

describe('Home profile save', () => {
  it('creates the property with the form, the e-mail and the address, and keeps it and the plan that came with it', async () => {
    arriveWith();
    const created: PropertyInput[] = [];
    server.use(answerEpcDetails({ data: buildDetails({ address: CHOSEN_HOME.address }) }), answerSaveHomeProfile(created));
    const { user } = await openProfile();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Bedrooms' }), '6+');
    await user.click(screen.getByRole('checkbox', { name: 'Reducing energy bills' }));
    await user.click(screen.getByRole('checkbox', { name: 'Increasing property value' }));
    await user.click(screen.getByRole('checkbox', { name: 'Improving comfort' }));
    await user.click(screen.getByRole('checkbox', { name: 'Solar water heating' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Home profile updated')).toBeInTheDocument();
    expect(screen.getByText('Your home details have been saved successfully.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Creating Your Energy Plan' })).toBeInTheDocument();
    expect(created).toEqual([
      {
        address: CHOSEN_HOME.address,
        fullAddress: '12 Lister Square, Edinburgh, EH3 9GL',
        postcode: 'EH3 9GL',
        email: 'sam@example.com',
        contactApproval: true,
        priority: 'property_value',
        propertyType: 'Terraced',
        yearBuilt: '1919-1944',
        floorArea: 87,
        numBedrooms: 6,
        heatingSystem: 'Gas boiler',
        epcRating: 'D',
        epcValidUntil: '2031 December',
        tenure: 'Rented - Private',
        // "Who are you?" left at "Neither, or not saying".
        rentalRole: 'unknown',
        solarPVPanels: false,
        solarWaterHeating: true,
        // Left empty: the yearly use from bills is optional.
        annualGasKwh: null,
        annualFuelUse: null,
        annualFuelUnit: null,
        annualElectricityKwh: null,
        // Not stated: a gas boiler burns no other fuel, and the rest were left at "Not sure".
        heatingFuel: null,
        wallInsulation: 'unknown',
        loftInsulationMm: null,
        glazing: 'unknown',
        boilerType: 'unknown',
        heatingControls: 'unknown',
        flatPosition: 'unknown',
      },
    ]);
    expect(window.sessionStorage.getItem(SESSION_KEYS.currentPropertyId)).toBe('prop-new');
    expect(stored(SESSION_KEYS.currentPropertyData)).toMatchObject({ id: 'prop-new', numBedrooms: 6 });
    // The plan came in the save's answer; its copy is kept with the property.
    const envelope = stored(SESSION_KEYS.energyPlan);
    expect(envelope).toMatchObject({ version: 1, sessionId: window.sessionStorage.getItem(SESSION_KEYS.sessionId) });
    expect(envelope.data.recommendations.top3.map((item: { title: string }) => item.title)).toEqual(['Measure 1', 'Measure 2', 'Measure 3']);
    expect(envelope.data.propertyData).toMatchObject({ id: 'prop-new' });
  });

  it('updates the profile saved earlier for this home, starting from its answers', async () => {
    arriveWith();
    const saved = propertyFrom('prop-7', {
      ...buildDetails({ address: CHOSEN_HOME.address }),
      propertyType: 'Detached',
      yearBuilt: 'Pre-1919',
      priority: 'comfort_improvement',
      solarPVPanels: true,
    });
    cacheProperty(saved);
    const updates: PropertyUpdate[] = [];
    server.use(answerSaveHomeProfile([], updates));
    const { user } = await openProfile();

    expect(screen.getByRole('combobox', { name: 'Property type' })).toHaveValue('Detached');
    expect(screen.getByRole('checkbox', { name: 'Improving comfort' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Reducing energy bills' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Solar PV panels' })).toBeChecked();

    await user.clear(screen.getByRole('textbox', { name: 'Floor area (m²)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Home profile updated')).toBeInTheDocument();
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ id: 'prop-7', input: { propertyType: 'Detached', floorArea: 0, priority: 'comfort_improvement', solarPVPanels: true } });
    await waitFor(() => expect(stored(SESSION_KEYS.energyPlan)?.data.propertyId).toBe('prop-7'));
  });

  it('creates a new profile when the one cached is for another home', async () => {
    arriveWith();
    cacheProperty(propertyFrom('prop-other', { ...buildDetails({ address: '1 Elsewhere Road' }) }));
    const created: PropertyInput[] = [];
    server.use(answerEpcDetails(), answerSaveHomeProfile(created));
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Home profile updated')).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(window.sessionStorage.getItem(SESSION_KEYS.currentPropertyId)).toBe('prop-new');
  });

  it('sends one save however often the form is submitted while it is on its way', async () => {
    arriveWith();
    const created: PropertyInput[] = [];
    server.use(answerEpcDetails(), answerSaveHomeProfile(created));
    await openProfile();
    // Submitted as the form, not through Continue, which the first save disables.
    const form = screen.getByRole('form', { name: 'Home profile' });
    fireEvent.submit(form);
    fireEvent.submit(form);

    expect(await screen.findByRole('heading', { level: 1, name: 'Creating Your Energy Plan' })).toBeInTheDocument();
    expect(created).toHaveLength(1);
  });

  it('asks for the property type and year built when the certificate did not say', async () => {
    arriveWith();
    server.use(answerEpcDetails({ data: buildDetails({ propertyType: 'Unknown', yearBuilt: 'Unknown' }) }));
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Please choose a property type')).toBeInTheDocument();
    expect(screen.getByText('Please choose when your home was built')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your home details' })).toBeInTheDocument();
  });
});
