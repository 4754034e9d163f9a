import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/server';
import { figureBeside } from '../test/figures';
import { boilerOption, buildHeatingDecision, heatPumpOption } from '../test/heatingDecision';
import { buildPlan, buildRecommendation, typedPlan } from '../test/planHandlers';
import { buildSteps } from '../test/planSteps';
import { renderPlan } from '../test/renderPlan';

const card = (name = 'Your heating: a new boiler or a heat pump?') => screen.getByRole('region', { name });
const option = (name: string) => within(card()).getByRole('group', { name });

/** The plan's steps with the chosen boiler as the heating step's one measure, as the server builds them. */
function stepsWithBoiler() {
  const steps = buildSteps();
  steps[1] = { ...steps[1], cost: '£2,500 - £4,000', measures: [{ id: 'condensing-boiler', title: 'Condensing Boiler Replacement', cost: '£2,500 - £4,000', annualSavingGbp: 454 }] };
  return steps;
}

describe('the heating decision', () => {
  it('recommends the chosen option and shows the other beside it with its cost, running cost and grant', async () => {
    await renderPlan(buildPlan({ heatingDecision: buildHeatingDecision(), steps: stepsWithBoiler() }));
    expect(await screen.findByRole('region', { name: 'Your heating: a new boiler or a heat pump?' })).toBeInTheDocument();
    expect(within(card()).getByText('We recommend a new boiler for your home.')).toBeInTheDocument();
    expect(within(card()).getByText(/^Your boiler is an older non-condensing one, .* Cheaper to own and run/)).toBeInTheDocument();

    const chosen = option('Recommended: Condensing Boiler Replacement');
    expect(figureBeside(chosen, 'Cost')).toHaveTextContent('£2,500 - £4,000');
    expect(figureBeside(chosen, "Running cost (the whole home's energy)")).toHaveTextContent('£1,302 a year');
    expect(figureBeside(chosen, 'Saving on your bill')).toHaveTextContent('£237 per year');
    expect(figureBeside(chosen, 'Grant')).toHaveTextContent('None included');

    const alternative = option('The alternative: Air Source Heat Pump');
    expect(figureBeside(alternative, 'Cost after the grant')).toHaveTextContent('£4,500 - £6,500');
    expect(figureBeside(alternative, "Running cost (the whole home's energy)")).toHaveTextContent('£1,412 a year');
    expect(figureBeside(alternative, 'Saving on your bill')).toHaveTextContent('£127 per year');
    expect(figureBeside(alternative, 'Grant')).toHaveTextContent('Boiler Upgrade Scheme, £7,500');
  });

  it('says plainly that they are alternatives and that only the chosen one is in the steps', async () => {
    await renderPlan(buildPlan({ heatingDecision: buildHeatingDecision(), steps: stepsWithBoiler() }));
    await screen.findByRole('region', { name: 'Your heating: a new boiler or a heat pump?' });
    expect(
      within(card()).getByText(
        "These are alternatives: you would fit one or the other, not both. Only a new boiler (Condensing Boiler Replacement) is counted in your plan's savings, steps and rating; a heat pump is shown for comparison and is not counted.",
      ),
    ).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'Your plan in steps' });
    expect(within(steps).getByText('Condensing Boiler Replacement')).toBeInTheDocument();
    expect(within(steps).queryByText('Air Source Heat Pump')).not.toBeInTheDocument();
    // The alternative's cost is nowhere in the steps or the headline figures.
    expect(within(steps).queryByText(/£4,500/)).not.toBeInTheDocument();
  });

  it('puts a chosen heat pump last in the question, with its grant on the recommended side', async () => {
    await renderPlan(buildPlan({ heatingDecision: buildHeatingDecision({ chosen: heatPumpOption(), alternative: boilerOption({ annualSavingGbp: -40 }) }) }));
    await screen.findByRole('region', { name: 'Your heating: a new boiler or a heat pump?' });
    expect(within(card()).getByText('We recommend a heat pump for your home.')).toBeInTheDocument();
    expect(figureBeside(option('Recommended: Air Source Heat Pump'), 'Grant')).toHaveTextContent('Boiler Upgrade Scheme, £7,500');
    expect(figureBeside(option('The alternative: Condensing Boiler Replacement'), 'Saving on your bill')).toHaveTextContent('Costs about £40 a year more');
  });

  it('shows the heat pump before a grant that is only worth checking, and says so', async () => {
    const grant = { name: 'Boiler Upgrade Scheme', amountGbp: 7_500, verdict: 'check' as const };
    await renderPlan(buildPlan({ heatingDecision: buildHeatingDecision({ alternative: heatPumpOption({ cost: '£12,000 - £14,000', grant }) }), steps: stepsWithBoiler() }));
    await screen.findByRole('region', { name: 'Your heating: a new boiler or a heat pump?' });
    const alternative = option('The alternative: Air Source Heat Pump');
    expect(figureBeside(alternative, 'Cost')).toHaveTextContent('£12,000 - £14,000');
    expect(within(alternative).queryByText('Cost after the grant')).not.toBeInTheDocument();
    expect(figureBeside(alternative, 'Grant')).toHaveTextContent('Boiler Upgrade Scheme, £7,500, worth checking (not taken off the cost)');
  });

  it('names modern storage heaters for a home heated by electricity', async () => {
    const storageHeaters = { measureId: 'high-heat-retention-storage-heaters', title: 'High Heat Retention Storage Heaters', cost: '£3,000 - £5,000', annualBillGbp: 1_650, annualSavingGbp: 337, grant: null };
    await renderPlan(buildPlan({ heatingDecision: buildHeatingDecision({ chosen: storageHeaters }) }));
    expect(await screen.findByRole('region', { name: 'Your heating: modern storage heaters or a heat pump?' })).toBeInTheDocument();
  });

  it('goes when the recommended option is removed: the server then leaves the other in the plan with no choice to make', async () => {
    const boiler = buildRecommendation({ id: 'condensing-boiler', title: 'Condensing Boiler Replacement' });
    const heatPump = buildRecommendation({ id: 'air-source-heat-pump', title: 'Air Source Heat Pump' });
    server.use(
      graphql.mutation('PlanRemoveRecommendation', () =>
        HttpResponse.json({ data: { removeRecommendation: typedPlan(buildPlan({ recommendations: { top3: [heatPump], all: [heatPump] }, heatingDecision: null })) } }),
      ),
    );
    const { user } = await renderPlan(buildPlan({ recommendations: { top3: [boiler], all: [boiler] }, heatingDecision: buildHeatingDecision(), steps: stepsWithBoiler() }));
    await screen.findByRole('region', { name: 'Your heating: a new boiler or a heat pump?' });
    await user.click(screen.getByRole('button', { name: 'Remove Condensing Boiler Replacement' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Your heating:/ })).not.toBeInTheDocument());
  });

  it('is left out when the plan has no heating choice to make', async () => {
    await renderPlan(buildPlan({ heatingDecision: null }));
    await screen.findByRole('region', { name: 'Your plan in steps' });
    expect(screen.queryByRole('region', { name: /^Your heating:/ })).not.toBeInTheDocument();
  });
});
