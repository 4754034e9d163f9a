import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { HomeDetailsFragment, PropertyInput } from '../../gql/graphql';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { answerEpcDetails, answerSaveHomeProfile, buildDetails } from '../test/onboardingHandlers';
import { arriveWith } from '../test/wizardState';

async function openProfile(overrides: Partial<HomeDetailsFragment>) {
  arriveWith();
  server.use(answerEpcDetails({ data: buildDetails(overrides) }));
  const view = await renderApp('/onboarding?step=profile');
  await screen.findByRole('combobox', { name: 'Property type' });
  return view;
}

const usageBoxes = () => screen.queryAllByText(/used in a year/, { selector: 'label' }).map((label) => label.textContent);
const unitOptions = (name: string) => Array.from((screen.getByRole('combobox', { name }) as HTMLSelectElement).options).map((option) => option.textContent);

describe('the energy-use box follows the heating', () => {
  it('asks an oil home for its litres, says what a litre counts for, and sends no gas', async () => {
    const created: PropertyInput[] = [];
    const { user } = await openProfile({ heatingSystem: 'Oil boiler' });
    expect(usageBoxes()).toEqual(['Oil used in a year', 'Electricity used in a year (kWh)']);
    expect(unitOptions('Oil measured in')).toEqual(['litres', 'kWh']);
    expect(screen.getByText('We count 10.35 kWh of oil per litre.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Oil used in a year' }), '1,450');
    server.use(answerSaveHomeProfile(created));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Home profile updated')).toBeInTheDocument();
    expect(created[0]).toMatchObject({ annualGasKwh: null, annualFuelUse: 1_450, annualFuelUnit: 'oil_litres' });
  });

  it('takes coal by the bag or the kilo, and names a bag count no home burns', async () => {
    const created: PropertyInput[] = [];
    const { user } = await openProfile({ heatingSystem: 'Other', heatingFuel: 'coal' });
    expect(unitOptions('Coal or smokeless fuel measured in')).toEqual(['25 kg bags', 'kg', 'kWh']);
    expect(screen.getByText('We count 215 kWh of coal or smokeless fuel per 25 kg bag.')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'Coal or smokeless fuel used in a year' });
    await user.type(amount, '900');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Yearly coal or smokeless fuel use must be a number of 25 kg bags from 1 to 460, or left empty')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Coal or smokeless fuel measured in' }), 'kg');
    server.use(answerSaveHomeProfile(created));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Home profile updated')).toBeInTheDocument();
    expect(created[0]).toMatchObject({ heatingFuel: 'coal', annualFuelUse: 900, annualFuelUnit: 'coal_kg' });
  });

  it('says what a "Not sure" fuel is planned on, and asks for its use once the fuel is named', async () => {
    const { user } = await openProfile({ heatingSystem: 'Other', heatingFuel: null });
    expect(screen.getByText(/^Not sure: we plan on LPG, coal or wood, whichever costs in the middle for homes like yours \(not electric heaters\)/)).toBeInTheDocument();
    expect(usageBoxes()).toEqual(['Electricity used in a year (kWh)']);
    expect(screen.getByText('Choose what your heating burns to give how much of it you use.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'What does your heating burn?' }), 'lpg');
    expect(unitOptions('LPG measured in')).toEqual(['litres (tank)', 'kg (bottles)', 'kWh']);
    expect(screen.getByText('We count 7.1 kWh of LPG per litre.')).toBeInTheDocument();
  });

  it('asks a heat-pump home for electricity alone, and a gas home for gas and electricity', async () => {
    const { user } = await openProfile({ heatingSystem: 'Heat pump' });
    expect(usageBoxes()).toEqual(['Electricity used in a year (kWh)']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Main heating system' }), 'Gas boiler');
    expect(usageBoxes()).toEqual(['Gas used in a year (kWh)', 'Electricity used in a year (kWh)']);
  });
});
