import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { figureBeside } from '../test/figures';
import { buildPlan } from '../test/planHandlers';
import { buildHeatPumpVerdict } from '../test/planSteps';
import { renderPlan } from '../test/renderPlan';

const card = () => screen.getByRole('region', { name: 'Is your home ready for a heat pump?' });

describe('the heat-pump verdict', () => {
  it('leads with the verdict, then the size the home needs', async () => {
    await renderPlan();
    const verdict = await screen.findByRole('heading', { level: 3, name: 'Ready after insulation (step 1)' });
    expect(verdict.closest('[data-verdict]')).toHaveAttribute('data-verdict', 'READY_AFTER_STEP');
    // The kind shows as a shape as well as a colour.
    expect(verdict.parentElement!.querySelector('svg')).toBeInTheDocument();
    expect(figureBeside(card(), 'Design day (the cold day a heat pump is sized for)')).toHaveTextContent('-3.4 °C (Edinburgh weather station)');
    expect(figureBeside(card(), 'Heat loss on that day, today')).toHaveTextContent('8.4 kW');
    expect(figureBeside(card(), 'Heat loss after the insulation step')).toHaveTextContent('6.1 kW');
    expect(figureBeside(card(), 'Heat pump size')).toHaveTextContent('About 7 kW');
    expect(within(card()).getByText(/^Radiators: About 66 W per m²/)).toBeInTheDocument();
  });

  it('sets the running cost today against a heat pump on the cap and on a heat-pump tariff', async () => {
    await renderPlan();
    await screen.findByRole('region', { name: 'Is your home ready for a heat pump?' });
    expect(figureBeside(card(), 'Today')).toHaveTextContent('£1,903 a year');
    expect(figureBeside(card(), 'With a heat pump, on the standard price cap')).toHaveTextContent('£1,985 a year');
    expect(figureBeside(card(), 'With a heat pump, on a heat-pump tariff')).toHaveTextContent('£1,720 a year');
    expect(within(card()).getByText(/A heat-pump time-of-use tariff: about 30% of the heat pump's electricity at 8\.5 p\/kWh/)).toBeInTheDocument();
    expect(within(card()).getByText('Grant: Home Energy Scotland Grant, £7,500')).toBeInTheDocument();
  });

  it('says what was estimated and what a survey would confirm', async () => {
    await renderPlan();
    await screen.findByRole('region', { name: 'Is your home ready for a heat pump?' });
    expect(within(card()).getByText('The home would lose about 6.1 kW on a -3.4 °C day, so a heat pump of about 7 kW.')).toBeInTheDocument();
    const estimated = within(card()).getByRole('heading', { name: 'What we estimated' }).nextElementSibling as HTMLElement;
    expect(within(estimated).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['The heat loss comes from our model of the home, not a room-by-room survey.']);
    expect(within(card()).getByRole('heading', { name: 'What a survey confirms' })).toBeInTheDocument();
    expect(within(card()).getByText("An MCS installer's room-by-room heat-loss survey confirms the size.")).toBeInTheDocument();
  });

  it('names the area, not a station, when the postcode gave none, and leaves out a missing grant', async () => {
    await renderPlan(buildPlan({ heatPumpVerdict: buildHeatPumpVerdict({ designStation: null, grant: null, verdict: 'NOT_ADVISED', headline: 'Not advised while the home loses this much heat' }) }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Not advised while the home loses this much heat' })).toBeInTheDocument();
    expect(figureBeside(card(), 'Design day (the cold day a heat pump is sized for)')).toHaveTextContent('-3.4 °C for your area');
    expect(within(card()).queryByText(/^Grant:/)).not.toBeInTheDocument();
  });

  it('names a grant the Grants tab says is worth checking as one to check', async () => {
    const grant = { name: 'Boiler Upgrade Scheme', amountGbp: 7_500, source: 'GOV.UK (2026-07-21); worth checking: Your landlord must apply', verdict: 'check' as const };
    await renderPlan(buildPlan({ heatPumpVerdict: buildHeatPumpVerdict({ grant }) }));
    expect(await screen.findByText('Grant to check: Boiler Upgrade Scheme, £7,500')).toBeInTheDocument();
    expect(within(card()).queryByText(/^Grant:/)).not.toBeInTheDocument();
  });

  it('is left out for a home already on a heat pump or a heat network', async () => {
    await renderPlan(buildPlan({ heatPumpVerdict: null }));
    await screen.findByRole('region', { name: 'Your plan in steps' });
    expect(screen.queryByRole('region', { name: 'Is your home ready for a heat pump?' })).not.toBeInTheDocument();
  });
});
