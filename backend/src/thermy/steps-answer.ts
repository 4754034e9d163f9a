import { formatCount } from '@warmwise/common';
import type { HeatPumpVerdict, PlanStep } from '../energy-model/index.js';

const gbp = (value: number) => `£${formatCount(value)}`;

/** The step's paid and free work, without the survey and certificate that go with the first step. */
const workOf = (step: PlanStep) => step.measures.filter((measure) => measure.savings > 0 || measure.cost !== 'Variable').map((measure) => measure.title);

/**
 * "What should I do first?" from the plan's steps: the first step with its measures, why it comes
 * first and where it leaves the bill and rating; then the order of the rest, and the free habits that
 * can start today whatever their place.
 */
export function whatFirst(steps: readonly PlanStep[]): string {
  const [first, ...rest] = steps;
  if (!first) return 'Your plan has no measures left to do, so there is nothing to put first.';
  const opening =
    `Start with step 1 of your plan, ${first.title.toLowerCase()}: ${workOf(first).join(', ')}. ${first.why} ` +
    `Once it is done your bill would be about ${gbp(first.annualBillAfter)} a year and your rating ${first.epcRatingAfter} (SAP score ${first.energyEfficiencyAfter}).`;
  const then = rest.length > 0 ? ` Then ${rest.map((step) => `step ${step.number}, ${step.title.toLowerCase()}`).join('; ')}.` : '';
  const habits = rest.find((step) => step.kind === 'habits');
  const today = habits ? ` The habits in step ${habits.number} (${workOf(habits).join(', ')}) are free or nearly free, so you can start them today.` : '';
  return opening + then + today;
}

/** The heat-pump grant as the Grants tab judges it for the saved home, and whether the plan's cost takes it off. */
function grantFact(grant: HeatPumpVerdict['grant']): string {
  if (!grant) return 'The Grants tab finds no heat-pump grant likely for your home, so your plan shows the cost before any grant.';
  if (grant.verdict === 'likely') return `The ${grant.name} gives ${gbp(grant.amountGbp)} towards one.`;
  return `The ${grant.name} may give ${gbp(grant.amountGbp)} towards one; that is worth checking on the Grants tab, so your plan shows the cost before it.`;
}

/**
 * "Is a heat pump right for my home?" from the plan's verdict, with what a survey would confirm. The
 * explanation already sets the running costs against today's bill, so they are not said twice.
 */
export function heatPumpFacts(verdict: HeatPumpVerdict | null): string {
  if (!verdict) return 'Your home already has a heat pump or is on a heat network, so your plan does not weigh up a new one.';
  return [
    `For your home, a heat pump is: ${verdict.headline.toLowerCase()}.`,
    verdict.explanation,
    verdict.radiators,
    grantFact(verdict.grant),
    `These are estimates. ${verdict.surveyConfirms}`,
  ].join(' ');
}
