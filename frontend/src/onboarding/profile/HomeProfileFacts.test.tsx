import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { HomeDetailsFragment, PropertyInput } from '../../gql/graphql';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { answerEpcDetails, answerSaveHomeProfile, buildDetails, propertyFrom, type PropertyUpdate } from '../test/onboardingHandlers';
import { arriveWith, cacheProperty, CHOSEN_HOME } from '../test/wizardState';

const FUEL = 'What does your heating burn?';
const FACTS = ['Walls', 'Windows', 'Boiler', 'Heating controls'];

async function openProfile(details: HomeDetailsFragment = buildDetails()) {
  arriveWith();
  server.use(answerEpcDetails({ data: details }));
  const view = await renderApp('/onboarding?step=profile');
  await screen.findByRole('combobox', { name: 'Property type' });
  return view;
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const shownChoice = (name: string) => select(name).selectedOptions[0]?.textContent;
const loft = () => screen.getByRole('textbox', { name: 'Loft insulation depth (mm)' });

async function saveAndCollect(user: Awaited<ReturnType<typeof openProfile>>['user']): Promise<PropertyInput[]> {
  const created: PropertyInput[] = [];
  server.use(answerSaveHomeProfile(created));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Home profile updated')).toBeInTheDocument();
  return created;
}

describe('Home profile: what an Other heating burns', () => {
  it('is asked only for Other, pre-filled from the certificate', async () => {
    const { user } = await openProfile(buildDetails({ heatingSystem: 'Other', heatingFuel: 'lpg' }));
    expect(shownChoice(FUEL)).toBe('LPG (bottled or tank gas)');
    expect(Array.from(select(FUEL).options, (option) => option.textContent)).toEqual([
      'LPG (bottled or tank gas)',
      'Coal or smokeless fuel',
      'Wood (logs, pellets or chips)',
      'Electric room heaters',
      'Not sure',
    ]);

    await user.selectOptions(select('Main heating system'), 'Heat pump');
    expect(screen.queryByRole('combobox', { name: FUEL })).not.toBeInTheDocument();
    await user.selectOptions(select('Main heating system'), 'Other');
    expect(shownChoice(FUEL)).toBe('LPG (bottled or tank gas)');
  });

  it('is Not sure when the certificate does not say, and not sent once the heating is no longer Other', async () => {
    const { user } = await openProfile(buildDetails({ heatingSystem: 'Other', heatingFuel: null }));
    expect(shownChoice(FUEL)).toBe('Not sure');
    await user.selectOptions(select(FUEL), 'Wood (logs, pellets or chips)');
    await user.selectOptions(select('Main heating system'), 'Electric storage heaters');

    const [input] = await saveAndCollect(user);
    expect(input).toMatchObject({ heatingSystem: 'Electric storage heaters', heatingFuel: null });
  });
});

describe('Home profile: Tell us what you know', () => {
  it('defaults each fact to Not sure and the loft depth to empty', async () => {
    await openProfile();
    expect(screen.getByRole('heading', { level: 2, name: 'Tell us what you know' })).toBeInTheDocument();
    expect(screen.getByText('Each is optional: choose Not sure and we use what homes like yours usually have.')).toBeInTheDocument();
    for (const fact of FACTS) expect(shownChoice(fact)).toBe('Not sure');
    // Always answered, so no empty "Select an option" choice.
    expect(Array.from(select('Walls').options, (option) => option.value)).not.toContain('');
    expect(loft()).toHaveValue('');
  });

  it('pre-fills each fact the certificate states', async () => {
    await openProfile(
      buildDetails({
        propertyType: 'Flat/Apartment',
        wallInsulation: 'cavity_filled',
        loftInsulationMm: 0,
        glazing: 'double',
        boilerType: 'condensing',
        heatingControls: 'full',
        flatPosition: 'top',
      }),
    );
    expect(shownChoice('Walls')).toBe('Cavity walls, filled');
    expect(loft()).toHaveValue('0');
    expect(shownChoice('Windows')).toBe('Double glazing');
    expect(shownChoice('Boiler')).toBe('Condensing (most fitted since 2005)');
    expect(shownChoice('Heating controls')).toBe('Room thermostat and TRVs');
    expect(shownChoice('Which floor is your flat on?')).toBe('Top floor');
  });

  it.each([
    ['Gas boiler', null, true],
    ['Oil boiler', null, true],
    ['Other', 'lpg', true],
    ['Other', 'wood', false],
    ['Heat pump', null, false],
    ['Electric storage heaters', null, false],
  ] as const)('asks the boiler type of %s (fuel %s): %s', async (heatingSystem, heatingFuel, asked) => {
    await openProfile(buildDetails({ heatingSystem, heatingFuel }));
    expect(screen.queryByRole('combobox', { name: 'Boiler' }) !== null).toBe(asked);
  });

  it('asks the floor only of a flat', async () => {
    const { user } = await openProfile();
    expect(screen.queryByRole('combobox', { name: 'Which floor is your flat on?' })).not.toBeInTheDocument();
    await user.selectOptions(select('Property type'), 'Flat/Apartment');
    expect(shownChoice('Which floor is your flat on?')).toBe('Not sure');
  });

  it('saves every answer given', async () => {
    const { user } = await openProfile();
    await user.selectOptions(select('Property type'), 'Flat/Apartment');
    await user.selectOptions(select('Main heating system'), 'Other');
    await user.selectOptions(select(FUEL), 'LPG (bottled or tank gas)');
    await user.selectOptions(select('Walls'), 'Cavity walls, empty');
    await user.type(loft(), '100');
    await user.selectOptions(select('Windows'), 'Single glazing');
    await user.selectOptions(select('Boiler'), 'Older, non-condensing');
    await user.selectOptions(select('Heating controls'), 'No controls');
    await user.selectOptions(select('Which floor is your flat on?'), 'Ground floor');

    const created = await saveAndCollect(user);
    expect(created).toEqual([
      {
        address: CHOSEN_HOME.address,
        fullAddress: '12 Lister Square, Edinburgh, EH3 9GL',
        postcode: 'EH3 9GL',
        email: 'sam@example.com',
        contactApproval: true,
        priority: 'reduce_bills',
        propertyType: 'Flat/Apartment',
        yearBuilt: '1919-1944',
        floorArea: 87,
        numBedrooms: 3,
        heatingSystem: 'Other',
        epcRating: 'D',
        epcValidUntil: '2031 December',
        tenure: 'Rented - Private',
        rentalRole: 'unknown',
        solarPVPanels: false,
        solarWaterHeating: false,
        annualGasKwh: null,
        annualFuelUse: null,
        annualFuelUnit: null,
        annualElectricityKwh: null,
        heatingFuel: 'lpg',
        wallInsulation: 'cavity_empty',
        loftInsulationMm: 100,
        glazing: 'single',
        boilerType: 'non_condensing',
        heatingControls: 'none',
        flatPosition: 'ground',
      },
    ]);
  });

  it('answers Not sure for a boiler or a floor the home no longer has', async () => {
    const { user } = await openProfile(buildDetails({ propertyType: 'Flat/Apartment', boilerType: 'condensing', flatPosition: 'mid' }));
    await user.selectOptions(select('Property type'), 'Terraced');
    await user.selectOptions(select('Main heating system'), 'Heat pump');

    const [input] = await saveAndCollect(user);
    expect(input).toMatchObject({ boilerType: 'unknown', flatPosition: 'unknown' });
  });

  it.each(['401', '-5', '27.5', 'lots'])('refuses a loft depth of %p in the words of the shared rule', async (depth) => {
    const { user } = await openProfile();
    await user.type(loft(), depth);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Loft insulation must be a depth in mm from 0 to 400, or left empty if you are not sure')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your home details' })).toBeInTheDocument();
  });

  it.each([
    ['0', 0],
    ['400', 400],
    ['270 mm', 270],
  ])('sends a loft depth typed as %p as %p mm', async (depth, mm) => {
    const { user } = await openProfile();
    await user.type(loft(), depth);
    const [input] = await saveAndCollect(user);
    expect(input).toMatchObject({ loftInsulationMm: mm });
  });

  it('shows the answers saved earlier when the profile is opened again', async () => {
    arriveWith();
    const answers = { heatingSystem: 'Other', heatingFuel: 'lpg', wallInsulation: 'solid_uninsulated', loftInsulationMm: 50, boilerType: 'non_condensing', heatingControls: 'programmer_only' };
    cacheProperty(propertyFrom('prop-7', { ...buildDetails({ address: CHOSEN_HOME.address }), ...answers }));
    const updates: PropertyUpdate[] = [];
    server.use(answerSaveHomeProfile([], updates));
    const { user } = await renderApp('/onboarding?step=profile');
    await screen.findByRole('combobox', { name: 'Property type' });

    expect(shownChoice(FUEL)).toBe('LPG (bottled or tank gas)');
    expect(shownChoice('Walls')).toBe('Solid walls, not insulated');
    expect(loft()).toHaveValue('50');
    expect(shownChoice('Boiler')).toBe('Older, non-condensing');
    expect(shownChoice('Heating controls')).toBe('Timer or programmer only');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Home profile updated')).toBeInTheDocument();
    expect(updates[0]?.input).toMatchObject({ ...answers, glazing: 'unknown', flatPosition: 'unknown' });
  });
});
