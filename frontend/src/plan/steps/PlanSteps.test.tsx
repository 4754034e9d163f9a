import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { figureBeside } from '../test/figures';
import { buildPlan } from '../test/planHandlers';
import { renderPlan } from '../test/renderPlan';

const stepItem = (name: string) => within(screen.getByRole('region', { name: 'Your plan in steps' })).getByRole('listitem', { name });

describe('Your plan in steps', () => {
  it('shows each step in order with its measures, its cost and what it saves', async () => {
    await renderPlan();
    const region = await screen.findByRole('region', { name: 'Your plan in steps' });
    const headings = within(region).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Step 1: Insulation and draughts', 'Step 2: Heating', 'Step 3: Habits and switches']);

    const first = stepItem('Step 1: Insulation and draughts');
    expect(within(first).getByText('Keeping heat in comes first: every later step is sized for a home that loses less.')).toBeInTheDocument();
    const loft = within(first).getByText('Measure 1').parentElement!;
    expect(loft).toHaveTextContent('Cost: £500 - £1,500');
    expect(loft).toHaveTextContent('Saving: £420 per year');
    expect(within(first).getByText('Step cost: £1,000 - £3,000')).toBeInTheDocument();
    expect(within(first).getByText('Saves £600 a year')).toBeInTheDocument();
  });

  it('gives the figures after each step as running totals', async () => {
    await renderPlan();
    const second = stepItem('Step 2: Heating');
    expect(within(second).getByText('After steps 1 to 2')).toBeInTheDocument();
    expect(figureBeside(second, 'Energy bill after step 2')).toHaveTextContent('£849 a year');
    expect(figureBeside(second, 'CO2 saved after step 2')).toHaveTextContent('2,100 kg a year');
    expect(figureBeside(second, 'Energy rating after step 2')).toHaveTextContent('C (78)');
  });

  it("ends on the whole plan's figures: the bill today less the headline saving, and its rating", async () => {
    const plan = buildPlan();
    await renderPlan(plan);
    const last = stepItem('Step 3: Habits and switches');
    expect(within(last).getByText('After steps 1 to 3: the whole plan')).toBeInTheDocument();
    const headlineBill = plan.baseline!.annualBill - plan.potentialSavings;
    expect(figureBeside(last, 'Energy bill after step 3')).toHaveTextContent(`£${headlineBill} a year`);
    expect(figureBeside(last, 'CO2 saved after step 3')).toHaveTextContent('2,500 kg a year');
    expect(figureBeside(last, 'Energy rating after step 3')).toHaveTextContent(`${plan.potentialEpcRating} (81)`);
    expect(screen.getByRole('region', { name: 'Improvement Potential' })).toHaveTextContent('£1,234');
  });

  it('says what a measure that saves nothing, or costs more to run, does', async () => {
    const [first, ...rest] = buildPlan().steps;
    const measures = [{ ...first!.measures[0]!, title: 'Home survey', annualSavingGbp: 0 }, { ...first!.measures[1]!, title: 'Heat pump', annualSavingGbp: -45 }];
    await renderPlan(buildPlan({ steps: [{ ...first!, measures, savings: -45 }, ...rest] }));
    const step = stepItem('Step 1: Insulation and draughts');
    expect(within(step).getByText('Home survey').parentElement).toHaveTextContent('Saving: No saving on its own');
    expect(within(step).getByText('Heat pump').parentElement).toHaveTextContent('Saving: Costs about £45 a year more');
    expect(within(step).getByText('Adds £45 a year to the bill')).toBeInTheDocument();
  });

  it("names the measure whose price the step's cost cannot include, such as the survey's", async () => {
    const [first, ...rest] = buildPlan().steps;
    const survey = { id: 'sv', title: 'Booking a Warmwise Home Survey', cost: 'Variable', annualSavingGbp: 0 };
    await renderPlan(buildPlan({ steps: [{ ...first!, measures: [survey, ...first!.measures] }, ...rest] }));
    const step = stepItem('Step 1: Insulation and draughts');
    expect(within(step).getByText('Step cost: £1,000 - £3,000, plus the price of Booking a Warmwise Home Survey')).toBeInTheDocument();
    expect(within(stepItem('Step 3: Habits and switches')).getByText('Step cost: Free')).toBeInTheDocument();
  });

  it('leaves the section out of a plan with no steps', async () => {
    await renderPlan(buildPlan({ steps: [] }));
    await screen.findByRole('region', { name: 'A copy to keep' });
    expect(screen.queryByRole('region', { name: 'Your plan in steps' })).not.toBeInTheDocument();
  });
});
