import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { SESSION_KEYS } from '../../storage/keys';
import { server } from '../../test/server';
import { figureBeside } from '../test/figures';
import { buildHeatPumpVerdict, buildSteps } from '../test/planSteps';
import { answerPlanScreen, buildPlan, buildProperty, measures, typedPlan } from '../test/planHandlers';
import { renderPlan } from '../test/renderPlan';

/**
 * The plan the server re-models once 'Measure 4' (the last step's only measure, as solar panels
 * are) is removed: two steps, a smaller headline, a verdict that moved with it.
 */
const withoutMeasure4 = () => {
  const kept = measures(3);
  const [insulation, heating] = buildSteps();
  return buildPlan({
    potentialSavings: 1_054,
    co2Reduction: 2_100,
    epcImprovement: 'D → C',
    potentialEpcRating: 'C',
    potentialEnergyEfficiency: 78,
    recommendations: { top3: kept, all: kept },
    steps: [insulation!, heating!],
    heatPumpVerdict: buildHeatPumpVerdict({ runningCost: { ...buildHeatPumpVerdict().runningCost, heatPumpTariffGbp: 1_790 } }),
  });
};

function answerRemoveAndRestore() {
  return [
    graphql.mutation('PlanRemoveRecommendation', () => HttpResponse.json({ data: { removeRecommendation: typedPlan(withoutMeasure4()) } })),
    graphql.mutation('PlanRestoreRecommendation', () => HttpResponse.json({ data: { restoreRecommendation: typedPlan(buildPlan()) } })),
  ];
}

const stepsRegion = () => screen.getByRole('region', { name: 'Your plan in steps' });
const stepHeadings = () => within(stepsRegion()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const headlineSaving = () => within(screen.getByRole('region', { name: 'Improvement Potential' })).getByText(/^£[\d,]+$/).textContent;
interface StoredCopy {
  data: { potentialSavings: number; recommendations: { all: Array<{ title: string }> } };
}
const storedCopy = () => JSON.parse(window.sessionStorage.getItem(SESSION_KEYS.energyPlan) ?? 'null') as StoredCopy | null;
const storedTitles = () => storedCopy()?.data.recommendations.all.map((item) => item.title);

describe('Removing a recommendation moves the whole plan at once', () => {
  it('updates the tiles, the steps, the verdict and the stored copy from the one answer, without asking again', async () => {
    server.use(...answerRemoveAndRestore());
    const { user } = await renderPlan();
    const readsAfterOpening: string[] = [];
    server.use(answerPlanScreen(buildPlan(), buildProperty(), readsAfterOpening));
    expect(stepHeadings()).toEqual(['Step 1: Insulation and draughts', 'Step 2: Heating', 'Step 3: Habits and switches']);

    await user.click(screen.getByRole('button', { name: 'Remove Measure 4' }));

    await waitFor(() => expect(headlineSaving()).toBe('£1,054'));
    expect(stepHeadings()).toEqual(['Step 1: Insulation and draughts', 'Step 2: Heating']);
    expect(within(stepsRegion()).queryByText('Measure 4')).not.toBeInTheDocument();
    const last = within(stepsRegion()).getByRole('listitem', { name: 'Step 2: Heating' });
    expect(within(last).getByText('After steps 1 to 2: the whole plan')).toBeInTheDocument();
    // The bill today (£1,903) less the new headline, not the old plan's £669.
    expect(figureBeside(last, 'Energy bill after step 2')).toHaveTextContent('£849 a year');
    expect(screen.getByRole('region', { name: 'Improvement Potential' })).toHaveTextContent('D (60) → C (78)');
    expect(screen.getByRole('region', { name: 'Is your home ready for a heat pump?' })).toHaveTextContent('£1,790');
    expect(screen.queryByRole('article', { name: 'Measure 4' })).not.toBeInTheDocument();
    expect(storedCopy()?.data.potentialSavings).toBe(1_054);
    expect(storedTitles()).toEqual(['Measure 1', 'Measure 2', 'Measure 3']);
    expect(readsAfterOpening).toEqual([]);
  });

  it('puts the step back with the measure when Undo is pressed', async () => {
    server.use(...answerRemoveAndRestore());
    const { user } = await renderPlan();
    await user.click(screen.getByRole('button', { name: 'Remove Measure 4' }));
    await waitFor(() => expect(stepHeadings()).toHaveLength(2));

    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(stepHeadings()).toEqual(['Step 1: Insulation and draughts', 'Step 2: Heating', 'Step 3: Habits and switches']));
    const last = within(stepsRegion()).getByRole('listitem', { name: 'Step 3: Habits and switches' });
    expect(figureBeside(last, 'Energy bill after step 3')).toHaveTextContent('£669 a year');
    expect(headlineSaving()).toBe('£1,234');
    expect(storedCopy()?.data.potentialSavings).toBe(1_234);
    expect(storedTitles()).toEqual(['Measure 1', 'Measure 2', 'Measure 3', 'Measure 4']);
  });
});
