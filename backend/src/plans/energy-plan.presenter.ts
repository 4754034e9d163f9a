import { pricesNote, shownPounds, wordedFor, type PlanStep, type RentalStandard } from '../energy-model/index.js';
import { pickDeclaredFields } from '../graphql/declared-fields.js';
import type { EnergyPlan } from './energy-plan.entity.js';
import type { Recommendation } from './recommendation.entity.js';
import { PlanFiguresView, type EnergyPlanView } from './energy-plan.type.js';
import type { PlanBaselineView } from './plan-baseline.type.js';

const TOP_SIZE = 3;

/** The home today, from the model's stored baseline; the rating is the plan's own (anchored) one. */
function presentBaseline(plan: EnergyPlan): PlanBaselineView {
  const { fuel, bill } = plan.estimates.baseline;
  return {
    annualKwh: {
      gas: Math.round(fuel.gas),
      electricity: Math.round(fuel.electricity),
      oil: Math.round(fuel.oil),
      lpg: Math.round(fuel.lpg),
      solid: Math.round(fuel.coal + fuel.wood),
      heatNetwork: Math.round(fuel.heatNetwork),
    },
    annualBill: Math.round(bill.total),
    sapScore: plan.currentEnergyEfficiency,
    band: plan.currentEpcRating,
  };
}

/**
 * The steps as stored, each measure with its signed saving. A plan stored before its steps carried
 * one takes it from the measure's own row, in the same whole pounds, so its item never reads
 * 'No saving on its own' in a step that costs more to run.
 */
function presentSteps(steps: readonly PlanStep[], rows: readonly Recommendation[]): PlanStep[] {
  const signed = new Map(rows.map((row) => [row.measureId, shownPounds(row.annualSavingGbp)]));
  return steps.map((step) => ({
    ...step,
    measures: step.measures.map((measure) => {
      const stored: Partial<typeof measure> = measure;
      return { ...measure, annualSavingGbp: stored.annualSavingGbp ?? signed.get(measure.id) ?? measure.savings };
    }),
  }));
}

/**
 * Who reads the plan: its owner, whose screens speak to them as the tenant or landlord they said they
 * are, or someone holding its share link, who is told it in neither's words (they may be either).
 */
export type PlanReader = 'owner' | 'link-holder';

const forReader = (standard: RentalStandard | null, reader: PlanReader): RentalStandard | null =>
  standard && reader === 'link-holder' ? wordedFor(standard, 'unknown', new Date().toISOString().slice(0, 10)) : standard;

/** The plan's figures and measures in plan order, with the model's provenance: what any reader sees. */
export function presentPlanFigures(plan: EnergyPlan, reader: PlanReader = 'owner'): PlanFiguresView {
  const all = [...plan.recommendations.getItems()].sort((a, b) => a.rank - b.rank);
  const { statement, mayBeOutOfDate } = pricesNote(plan.priceTableId, plan.updatedAt);
  return {
    // The plan's columns that PlanFigures names, then the fields it shapes from them.
    ...pickDeclaredFields(plan, PlanFiguresView),
    recommendations: { top3: all.slice(0, TOP_SIZE), all },
    steps: presentSteps(plan.steps, all),
    baseline: presentBaseline(plan),
    rentalStandard: forReader(plan.rentalStandard, reader),
    prices: statement,
    pricesMayBeOutOfDate: mayBeOutOfDate,
  };
}

/** The plan as its owner sees it: its figures plus the ids the owner's screens act on. */
export function presentEnergyPlan(plan: EnergyPlan): EnergyPlanView {
  return { id: plan.id, propertyId: plan.property.id, ...presentPlanFigures(plan) };
}
