import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { PropertyInput } from '../../gql/graphql';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { answerEpcDetails, answerSaveHomeProfile, buildDetails } from '../test/onboardingHandlers';
import { arriveWith } from '../test/wizardState';

async function openProfile(details = buildDetails()) {
  arriveWith();
  server.use(answerEpcDetails({ data: details }));
  const view = await renderApp('/onboarding?step=profile');
  await screen.findByRole('combobox', { name: 'Property type' });
  return view;
}

const validUntil = () => screen.getByRole('textbox', { name: /EPC valid until/ });

describe('Home profile fields', () => {
  it('offers every profile option in order, EPC ratings with their labels and bedrooms up to 6+', async () => {
    await openProfile();
    const options = (name: string) =>
      Array.from((screen.getByRole('combobox', { name }) as HTMLSelectElement).options).filter((option) => option.value !== '').map((option) => option.textContent);
    expect(options('Property type')).toEqual(['Semi-detached', 'Detached', 'Terraced', 'Flat/Apartment', 'Bungalow']);
    expect(options('Bedrooms')).toEqual(['1', '2', '3', '4', '5', '6+']);
    expect(options('EPC rating')).toEqual([
      'A Most efficient',
      'B Very efficient',
      'C Efficient',
      'D Average efficiency',
      'E Below average',
      'F Poor efficiency',
      'G Least efficient',
    ]);
    expect(options('Tenure')).toEqual(['Owner-occupied', 'Rented - Private', 'Rented - Social']);
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Reducing energy bills',
      'Improving comfort',
      'Reducing environmental impact',
      'Increasing property value',
      'Solar PV panels',
      'Solar water heating',
    ]);
  });

  it('shows more than six bedrooms as 6+ and sends 6', async () => {
    const created: PropertyInput[] = [];
    const { user } = await openProfile(buildDetails({ numBedrooms: 8 }));
    expect((screen.getByRole('combobox', { name: 'Bedrooms' }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('6+');

    server.use(answerSaveHomeProfile(created));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Home profile updated')).toBeInTheDocument();
    expect(created[0]).toMatchObject({ numBedrooms: 6, priority: 'reduce_bills' });
  });

  it('flags a certificate whose valid-until date has passed, as the visitor types', async () => {
    const { user } = await openProfile(buildDetails({ epcValidUntil: '2019 March' }));
    expect(screen.getByText('Expired')).toBeInTheDocument();

    await user.clear(validUntil());
    await user.type(validUntil(), '2090 March');
    expect(screen.queryByText('Expired')).not.toBeInTheDocument();
  });

  it('shows the floor-area rule from the shared property rules', async () => {
    const { user } = await openProfile();
    const area = screen.getByRole('textbox', { name: 'Floor area (m²)' });
    await user.clear(area);
    await user.type(area, 'big');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Floor area must be a whole number of square metres from 10 to 1,000, or left empty if you are not sure')).toBeInTheDocument();
  });

  it('sends the yearly use typed from a bill, as whole kWh, and names a slip on its field', async () => {
    const created: PropertyInput[] = [];
    const { user } = await openProfile();
    const gas = screen.getByRole('textbox', { name: 'Gas used in a year (kWh)' });
    await user.type(gas, 'about 12000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Yearly gas use must be a number of kWh from 1 to 100,000, or left empty')).toBeInTheDocument();

    await user.clear(gas);
    await user.type(gas, '12,345.6');
    await user.type(screen.getByRole('textbox', { name: 'Electricity used in a year (kWh)' }), '2700');
    server.use(answerSaveHomeProfile(created));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Home profile updated')).toBeInTheDocument();
    expect(created[0]).toMatchObject({ annualGasKwh: 12_346, annualElectricityKwh: 2_700 });
  });
});
