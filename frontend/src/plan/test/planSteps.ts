import type { HeatPumpVerdict_VerdictFragment, PlanSteps_StepFragment } from '../../gql/graphql';

type Step = PlanSteps_StepFragment;
type Verdict = HeatPumpVerdict_VerdictFragment;

const measure = (id: string, title: string, cost: string, annualSavingGbp: number) => ({ id, title, cost, annualSavingGbp });

/**
 * The plan of `buildPlan` in three steps, the way the server cuts it: the savings add up to its
 * £1,234 and the last step's bill is its £1,903 baseline less that, at its B rating.
 */
export function buildSteps(): Step[] {
  return [
    {
      number: 1,
      kind: 'insulation',
      title: 'Insulation and draughts',
      why: 'Keeping heat in comes first: every later step is sized for a home that loses less.',
      cost: '£1,000 - £3,000',
      savings: 600,
      annualBillAfter: 1_303,
      co2ReductionAfterKg: 1_200,
      energyEfficiencyAfter: 69,
      epcRatingAfter: 'C',
      measures: [measure('r1', 'Measure 1', '£500 - £1,500', 420), measure('r2', 'Measure 2', '£500 - £1,500', 180)],
    },
    {
      number: 2,
      kind: 'heating',
      title: 'Heating',
      why: 'New heating is sized for the insulated home.',
      cost: '£500 - £1,500',
      savings: 454,
      annualBillAfter: 849,
      co2ReductionAfterKg: 2_100,
      energyEfficiencyAfter: 78,
      epcRatingAfter: 'C',
      measures: [measure('r3', 'Measure 3', '£500 - £1,500', 454)],
    },
    {
      number: 3,
      kind: 'habits',
      title: 'Habits and switches',
      why: 'Free changes, at any time.',
      cost: 'Free',
      savings: 180,
      annualBillAfter: 669,
      co2ReductionAfterKg: 2_500,
      energyEfficiencyAfter: 81,
      epcRatingAfter: 'B',
      measures: [measure('r4', 'Measure 4', 'Free', 180)],
    },
  ];
}

export function buildHeatPumpVerdict(overrides: Partial<Verdict> = {}): Verdict {
  return {
    verdict: 'READY_AFTER_STEP',
    headline: 'Ready after insulation (step 1)',
    explanation: 'The home would lose about 6.1 kW on a -3.4 °C day, so a heat pump of about 7 kW.',
    readyAfterStep: 1,
    designTemperatureC: -3.4,
    designStation: 'Edinburgh',
    heatLossKw: 8.4,
    heatLossKwAfterInsulation: 6.1,
    heatPumpSizeKw: 7,
    radiators: 'About 66 W per m² on the coldest day: radiators sized for a boiler should keep up at a 50-55 °C flow temperature.',
    runningCost: {
      todayGbp: 1_903,
      heatPumpStandardGbp: 1_985,
      heatPumpTariffGbp: 1_720,
      tariff: "A heat-pump time-of-use tariff: about 30% of the heat pump's electricity at 8.5 p/kWh, the rest at 27 p/kWh",
    },
    grant: { name: 'Home Energy Scotland Grant', amountGbp: 7_500, source: 'Home Energy Scotland, 2026', verdict: 'likely' },
    estimated: ['The heat loss comes from our model of the home, not a room-by-room survey.'],
    surveyConfirms: "An MCS installer's room-by-room heat-loss survey confirms the size.",
    ...overrides,
  };
}

export const typedSteps = (steps: readonly Step[]) =>
  steps.map((step) => ({ __typename: 'PlanStep', ...step, measures: step.measures.map((item) => ({ __typename: 'PlanStepMeasure', ...item })) }));

export const typedVerdict = (verdict: Verdict | null) =>
  verdict && {
    __typename: 'HeatPumpVerdict',
    ...verdict,
    runningCost: { __typename: 'HeatPumpRunningCost', ...verdict.runningCost },
    grant: verdict.grant && { __typename: 'HeatPumpGrant', ...verdict.grant },
  };
