import { graphql, HttpResponse } from 'msw';
import type { PlanScreen_PropertyFragment, RecommendationCard_RecommendationFragment } from '../../gql/graphql';
import { SESSION_KEYS } from '../../storage/keys';
import { typedDecision } from './heatingDecision';
import { typedCertificateCheck, typedRentalStandard } from './rentalStandard';
import { buildHeatPumpVerdict, buildSteps, typedSteps, typedVerdict } from './planSteps';

type Plan = NonNullable<PlanScreen_PropertyFragment['plan']>;
type Property = Omit<PlanScreen_PropertyFragment, 'plan'>;
type Card = RecommendationCard_RecommendationFragment;

export const PROPERTY_ID = 'prop-1';
export const PLAN_ID = 'plan-1';

export function buildRecommendation(overrides: Partial<Card> & Pick<Card, 'id' | 'title'>): Card {
  return {
    description: `What ${overrides.title} involves.`,
    cost: '£500 - £1,500',
    savings: 120,
    annualSavingGbp: 120,
    modelledSavings: 120,
    carbonSaving: 300,
    priority: 'high',
    image: '',
    rankReason: '',
    informational: false,
    installationType: 'insulation',
    ...overrides,
  };
}

/** Recommendations titled 'Measure 1'…'Measure n', costly enough to stay off the Free / Easy tab. */
export const measures = (count: number, from = 1): Card[] =>
  Array.from({ length: count }, (_, index) => buildRecommendation({ id: `r${from + index}`, title: `Measure ${from + index}` }));

export function buildPlan(overrides: Partial<Plan> = {}): Plan {
  const all = measures(4);
  return {
    id: PLAN_ID,
    propertyId: PROPERTY_ID,
    potentialSavings: 1234,
    co2Reduction: 2500,
    propertyValueIncrease: '3-5%',
    epcImprovement: 'D → B',
    currentEpcRating: 'D',
    potentialEpcRating: 'B',
    currentEnergyEfficiency: 60,
    potentialEnergyEfficiency: 81,
    assumptions: ['Electricity at 28p per kWh', 'Gas at 7p per kWh'],
    modelVersion: 'model-2025.1',
    priceTableId: 'ofgem-2025-q1',
    prices: 'Prices: Ofgem cap, Jan-Mar 2025',
    pricesMayBeOutOfDate: false,
    baseline: { annualKwh: { gas: 11_600, electricity: 2_750, oil: 0, lpg: 0, solid: 0, heatNetwork: 0 }, annualBill: 1_903 },
    recommendations: { top3: all.slice(0, 3), all },
    steps: buildSteps(),
    heatPumpVerdict: buildHeatPumpVerdict(),
    heatingDecision: null,
    rentalStandard: null,
    certificateCheck: null,
    ...overrides,
  };
}

export function buildProperty(overrides: Partial<Property> = {}): Property {
  return {
    id: PROPERTY_ID,
    address: '12 Lister Square',
    fullAddress: '12 Lister Square, Edinburgh, EH3 9GL',
    propertyType: 'Semi-detached',
    yearBuilt: '1919-1944',
    floorArea: 92,
    heatingSystem: 'Gas boiler',
    heatingFuel: null,
    epcRating: 'D',
    epcValidUntil: '2099 December',
    withoutCertificate: false,
    ...overrides,
  };
}

// Real servers send __typename (Apollo needs it to normalise), so the mocks add it.
const withCardTypes = (cards: readonly Card[]) => cards.map((card) => ({ __typename: 'Recommendation', ...card }));
export const typedPlan = (plan: Plan) => ({
  __typename: 'EnergyPlan',
  ...plan,
  recommendations: { __typename: 'RecommendationLists', top3: withCardTypes(plan.recommendations.top3), all: withCardTypes(plan.recommendations.all) },
  baseline: plan.baseline && { __typename: 'PlanBaseline', ...plan.baseline },
  steps: typedSteps(plan.steps),
  heatPumpVerdict: typedVerdict(plan.heatPumpVerdict),
  heatingDecision: typedDecision(plan.heatingDecision),
  rentalStandard: typedRentalStandard(plan.rentalStandard),
  certificateCheck: typedCertificateCheck(plan.certificateCheck),
});

/** The wizard's hand-over: the property the plan is for. */
export function rememberProperty(id = PROPERTY_ID): void {
  window.sessionStorage.setItem(SESSION_KEYS.currentPropertyId, id);
}

/** The home with its plan (or none yet) as the server answers it, __typename included. */
export const typedProperty = (property: Property, plan: Plan | null) => ({ __typename: 'Property', ...property, plan: plan && typedPlan(plan) });

/**
 * Answers PlanScreen and counts the calls; `gate` holds the answer back until it resolves. A null
 * plan is a home whose plan is not built yet.
 */
export function answerPlanScreen(plan: Plan | null = buildPlan(), property = buildProperty(), calls: string[] = [], gate?: Promise<void>) {
  return graphql.query('PlanScreen', async ({ variables }) => {
    calls.push(String(variables.propertyId));
    await gate;
    return HttpResponse.json({ data: { property: typedProperty(property, plan) } });
  });
}

/** Answers the build of a missing plan and counts the calls. */
export function answerBuildPlan(plan = buildPlan(), calls: string[] = []) {
  return graphql.mutation('BuildPlan', ({ variables }) => {
    calls.push(String(variables.propertyId));
    return HttpResponse.json({ data: { createEnergyPlan: typedPlan(plan) } });
  });
}

export function failPlanScreen(message: string, code = 'INTERNAL_SERVER_ERROR', calls: string[] = []) {
  return graphql.query('PlanScreen', ({ variables }) => {
    calls.push(String(variables.propertyId));
    return HttpResponse.json({ errors: [{ message, extensions: { code } }], data: null });
  });
}

export function answerDetails(learnMore: string, titles: string[] = []) {
  return graphql.query('PlanRecommendationDetails', ({ variables }) => {
    titles.push(String(variables.title));
    const recommendationDetails = { __typename: 'RecommendationDetails', title: variables.title, learnMore };
    return HttpResponse.json({ data: { recommendationDetails } });
  });
}

/** A gate for holding an answer back: `release()` lets it through. */
export function gate() {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** Answers MyProperties with the given homes (newest first, as the server orders them) and counts the calls. */
export function answerMyProperties(ids: readonly string[], calls: string[] = []) {
  return graphql.query('MyProperties', () => {
    calls.push('MyProperties');
    return HttpResponse.json({ data: { myProperties: ids.map((id) => ({ __typename: 'Property', id })) } });
  });
}
