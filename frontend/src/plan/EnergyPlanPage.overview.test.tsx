import { describe, expect, it, jest } from '@jest/globals';
import { isInaccessible, screen, waitFor, within } from '@testing-library/react';
import { server } from '../test/server';
import { answerPlanScreen, buildPlan, buildProperty, gate } from './test/planHandlers';
import { renderPlan } from './test/renderPlan';

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('Energy plan screen: header', () => {
  it.each([
    [{ fullAddress: '1 Rose St, Leith, EH6 1AA', address: '1 Rose St' }, '1 Rose St, Leith, EH6 1AA'],
    [{ fullAddress: null, address: '1 Rose St' }, '1 Rose St'],
    [{ fullAddress: '  ', address: '' }, 'your property'],
  ])('shows the address %p as %p', async (address, shown) => {
    await renderPlan(buildPlan(), buildProperty(address));
    expect(screen.getByTestId('plan-address')).toHaveTextContent(shown);
  });

  it('leads to the profile step to edit details', async () => {
    await renderPlan();
    expect(screen.getByRole('link', { name: 'Edit Profile & Preferences' })).toHaveAttribute('href', '/onboarding?step=profile');
  });

  it('Refresh Data reads Refreshing... while the plan is fetched again', async () => {
    const { user } = await renderPlan();
    const held = gate();
    server.use(answerPlanScreen(buildPlan({ potentialSavings: 999 }), buildProperty(), [], held.promise));
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(await screen.findByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    held.release();
    expect(await screen.findByRole('button', { name: 'Refresh Data' })).toBeEnabled();
    expect(screen.getByText('£999')).toBeInTheDocument();
  });
});

describe('Energy plan screen: Property Overview', () => {
  it('shows each fact', async () => {
    await renderPlan();
    expect(fact('Property Type')).toHaveTextContent('Semi-detached');
    expect(fact('Year Built')).toHaveTextContent('1919-1944');
    expect(fact('Floor Area (m2)')).toHaveTextContent('92');
    expect(fact('Main Heating')).toHaveTextContent('Gas boiler');
    expect(fact('EPC Rating')).toHaveTextContent('D');
    expect(fact('EPC Expires')).toHaveTextContent('2099 December');
    expect(screen.queryByText('Expired')).not.toBeInTheDocument();
  });

  it.each([
    ['lpg', 'Other (LPG)'],
    ['wood', 'Other (Wood)'],
    ['unknown', 'Other'],
  ] as const)('names the fuel %p of an Other heating as %p', async (heatingFuel, shown) => {
    await renderPlan(buildPlan(), buildProperty({ heatingSystem: 'Other', heatingFuel }));
    expect(fact('Main Heating').textContent).toBe(shown);
  });

  it('shows N/A for what is missing', async () => {
    await renderPlan(buildPlan(), buildProperty({ propertyType: '', yearBuilt: 'Unknown', floorArea: 0, heatingSystem: null, epcRating: null, epcValidUntil: null }));
    for (const label of ['Property Type', 'Year Built', 'Floor Area (m2)', 'Main Heating', 'EPC Rating', 'EPC Expires']) {
      expect(fact(label)).toHaveTextContent(/^N\/A$/);
    }
  });

  it('says a plan built without a certificate rests on typical values, and what a survey would change', async () => {
    await renderPlan(buildPlan(), buildProperty({ withoutCertificate: true, epcRating: null, epcValidUntil: null }));
    const card = screen.getByRole('region', { name: 'Property Overview' });
    const note = within(card).getByRole('note', { name: 'Built without an energy certificate' });
    expect(note).toHaveTextContent("We couldn't find an energy certificate for this home, so this plan rests on the details given");
    expect(note).toHaveTextContent('An EPC assessment or a home survey measures the walls, loft, windows and heating');
    expect(fact('EPC Rating')).toHaveTextContent(/^N\/A$/);
  });

  it('says nothing of certificates when the home has one', async () => {
    await renderPlan();
    expect(screen.queryByRole('note', { name: 'Built without an energy certificate' })).not.toBeInTheDocument();
  });

  it.each(['2019 December', '2009 31 March 2019'])('marks %p Expired in red', async (validUntil) => {
    await renderPlan(buildPlan(), buildProperty({ epcValidUntil: validUntil }));
    expect(within(fact('EPC Expires')).getByText('Expired')).toBeInTheDocument();
  });
});

describe('Energy plan screen: Improvement Potential and sources', () => {
  it('shows the four figures with their units and thousands separators', async () => {
    await renderPlan(buildPlan({ potentialSavings: 12345, co2Reduction: 1234567, currentEpcRating: 'E', currentEnergyEfficiency: 45, propertyValueIncrease: '5-8%' }));
    const card = screen.getByRole('region', { name: 'Improvement Potential' });
    const tile = (label: string) => within(card).getByText(label).parentElement as HTMLElement;
    expect(tile('Estimated Annual Savings (£)')).toHaveTextContent(/^Estimated Annual Savings \(£\)£12,345$/);
    expect(tile('EPC Rating Improvement')).toHaveTextContent(/^EPC Rating ImprovementE \(45\) → B \(81\)$/);
    expect(tile('Property Value Increase')).toHaveTextContent('5-8%');
    expect(tile('CO2 Reduction/Year (kg)')).toHaveTextContent(/^CO2 Reduction\/Year \(kg\)1,234,567 kg$/);
  });

  it('says a rating that keeps its band, and a value that does not move, in words that mean something', async () => {
    await renderPlan(buildPlan({ currentEpcRating: 'D', potentialEpcRating: 'D', epcImprovement: 'D to D', currentEnergyEfficiency: 64, potentialEnergyEfficiency: 67, propertyValueIncrease: '0%' }));
    const card = screen.getByRole('region', { name: 'Improvement Potential' });
    const tile = (label: string) => within(card).getByText(label).parentElement as HTMLElement;
    expect(tile('EPC Rating Improvement')).toHaveTextContent(/^EPC Rating ImprovementStays D \(64 → 67\)$/);
    expect(tile('Property Value Increase')).toHaveTextContent('No change expected');
    expect(card).not.toHaveTextContent('D to D');
    expect(card).not.toHaveTextContent('0%');
  });

  it('labels the property value on its tile as a market association, not a valuation', async () => {
    await renderPlan(buildPlan({ propertyValueIncrease: 'about 4-8%' }));
    const card = screen.getByRole('region', { name: 'Improvement Potential' });
    const tile = within(card).getByText('Property Value Increase').parentElement as HTMLElement;
    expect(tile).toHaveTextContent('about 4-8%');
    expect(tile).toHaveTextContent('Market association from sales data, not a valuation');
  });

  it('shows £0 and 0 kg for savings that are not positive (and only warns that such a plan is not stored)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderPlan(buildPlan({ potentialSavings: 0, co2Reduction: -5 }));
    const card = screen.getByRole('region', { name: 'Improvement Potential' });
    expect(within(card).getByText('Estimated Annual Savings (£)').parentElement).toHaveTextContent(/\(£\)£0$/);
    expect(within(card).getByText('CO2 Reduction/Year (kg)').parentElement).toHaveTextContent(/\(kg\)0 kg$/);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Energy plan validation failed'));
  });

  it('says the figures are model estimates, names the model and lists its assumptions', async () => {
    const { user } = await renderPlan();
    const footnote = screen.getByRole('region', { name: 'Sources & Assumptions' });
    // Plain words: no version numbers in the sentence people read.
    expect(footnote).toHaveTextContent('Every figure in this plan is an estimate from our energy model, based on typical UK homes');
    expect(footnote).not.toHaveTextContent(/model version|as we recall/);
    expect(within(footnote).getByRole('link', { name: 'How we calculate your plan' })).toHaveAttribute('href', '/about#plan-assumptions');
    await user.click(within(footnote).getByRole('button', { name: /Show the 2 assumptions/ }));
    // The folded list opens; its print-only copy stays out of sight (and out of the accessibility tree).
    const shown = (text: string) => within(footnote).getAllByText(text).filter((element) => !isInaccessible(element));
    await waitFor(() => expect(shown('Electricity at 28p per kWh')).toHaveLength(1));
    expect(shown('Energy model model-2025.1, price table ofgem-2025-q1.')).toHaveLength(1);
  });

  it('prints the assumptions, which the screen folds away', async () => {
    await renderPlan();
    const footnote = screen.getByRole('region', { name: 'Sources & Assumptions' });
    const printed = within(footnote).getByText('The assumptions behind these figures').parentElement!;
    expect(printed).toHaveTextContent('Electricity at 28p per kWhGas at 7p per kWh');
    expect(printed).not.toBeVisible();
  });

  it('names the price quarter the plan uses, and says when its prices may be out of date', async () => {
    const first = await renderPlan();
    const footnote = () => screen.getByRole('region', { name: 'Sources & Assumptions' });
    expect(within(footnote()).getByText('Prices: Ofgem cap, Jan-Mar 2025.')).toBeVisible();
    expect(footnote()).not.toHaveTextContent('may be out of date');
    first.unmount();

    await renderPlan(buildPlan({ prices: 'Prices: Ofgem cap, Jan-Mar 2025 (the newest quarter we hold)', pricesMayBeOutOfDate: true }));
    expect(within(footnote()).getByText('Prices: Ofgem cap, Jan-Mar 2025 (the newest quarter we hold).')).toBeVisible();
    expect(footnote()).toHaveTextContent('These prices may be out of date');
  });
});

describe('Energy plan screen: Your Home Today', () => {
  const section = () => screen.getByRole('region', { name: 'Your Home Today' });

  it('shows the yearly use of each fuel the home burns and its bill, estimated for a home like it', async () => {
    await renderPlan();
    const today = within(section());
    expect(today.getByText('Gas (kWh a year)').nextElementSibling).toHaveTextContent(/^11,600 kWh$/);
    expect(today.getByText('Electricity (kWh a year)').nextElementSibling).toHaveTextContent(/^2,750 kWh$/);
    expect(today.getByText('Energy bill (£ a year)').nextElementSibling).toHaveTextContent(/^£1,903$/);
    expect(today.queryByText('Heating oil (kWh a year)')).not.toBeInTheDocument();
    expect(today.getByText(/^Estimated for a home like yours\./)).toBeInTheDocument();
  });

  it('shows the LPG and the coal or wood an off-gas home burns', async () => {
    await renderPlan(buildPlan({ baseline: { annualKwh: { gas: 0, electricity: 2_100, oil: 0, lpg: 9_800, solid: 1_500, heatNetwork: 0 }, annualBill: 1_650 } }));
    const today = within(section());
    expect(today.getByText('LPG (kWh a year)').nextElementSibling).toHaveTextContent(/^9,800 kWh$/);
    expect(today.getByText('Coal and wood (kWh a year)').nextElementSibling).toHaveTextContent(/^1,500 kWh$/);
    expect(today.queryByText('Gas (kWh a year)')).not.toBeInTheDocument();
  });

  it('calls the heating figure what it is when the fuel is not known, and shows the range of bills', async () => {
    const range = 'Fuel not known: a home like this would cost £1,740 to £2,110 a year depending on what its heating burns (LPG £1,740, wood £1,760, coal £1,840, electric room heaters £2,110). The figures follow wood, in the middle; tell us the fuel for a plan in its terms.';
    await renderPlan(buildPlan({ baseline: { annualKwh: { gas: 0, electricity: 2_470, oil: 0, lpg: 0, solid: 13_050, heatNetwork: 0 }, annualBill: 1_760 }, assumptions: [range] }));
    const today = within(section());
    expect(today.getByText('Heating fuel, not known (kWh a year)').nextElementSibling).toHaveTextContent(/^13,050 kWh$/);
    expect(today.queryByText('Coal and wood (kWh a year)')).not.toBeInTheDocument();
    expect(today.getByText(range)).toBeInTheDocument();
  });

  it('says when the figures come from the household’s own bills', async () => {
    await renderPlan(buildPlan({ assumptions: ['Fitted to your bills: gas use 9,000 kWh a year, where the model estimated 11,600 kWh for a home like this; every saving is scaled to match.'] }));
    expect(within(section()).getByText('From the yearly use you gave us, at today’s prices.')).toBeInTheDocument();
  });
});
