import type { PlanStepKind as StepKind } from '@warmwise/common';
import type { MeasureStage } from '../measures/measure.js';
import { epcBand } from '../sap-rating.js';
import type { EpcBand, PlanPriority } from '../types.js';
import { costText } from './format.js';
import type { UnrankedRecommendation } from './recommendation.js';

/** One item of the plan with where the package stood once it was modelled (the run is cumulative). */
export interface ModelledItem {
  item: UnrankedRecommendation;
  stage: MeasureStage;
  /** The rated home's SAP-like score once this item and every one before it are done. */
  sapAfter: number;
  /** The home's heat-loss coefficient, W/K, once this item and every one before it are done. */
  heatLossWPerKAfter: number;
}

interface StepMeasure {
  id: string;
  title: string;
  cost: string;
  /** £ a year saved, never negative (0 when the measure costs more to run). */
  savings: number;
  /** £ a year in the whole pounds its card shows, negative when it costs more to run (shownPounds). */
  annualSavingGbp: number;
  carbonSaving: number;
}

export interface PlanStep {
  number: number;
  kind: StepKind;
  title: string;
  /** One line on why the step comes where it does. */
  why: string;
  measures: StepMeasure[];
  cost: string;
  costMin: number | null;
  costMax: number | null;
  /** £ a year this step adds to the package's saving (negative when it costs more to run). */
  savings: number;
  /** £ a year the home's bill comes to once this step and those before it are done. */
  annualBillAfter: number;
  /** kg CO2 a year saved by this step and those before it. */
  co2ReductionAfterKg: number;
  /** kg CO2 a year the home emits once this step and those before it are done. */
  co2AfterKg: number;
  energyEfficiencyAfter: number;
  epcRatingAfter: EpcBand;
}

/** Plan order is fabric first (PAS 2035's "fabric first"), so each step is a run of the plan's own order. */
const KIND_OF_STAGE: Record<MeasureStage, StepKind | null> = {
  fabric: 'insulation',
  hot_water: 'insulation',
  heating: 'heating',
  renewable: 'generation',
  behaviour: 'habits',
  // A survey or a certificate saves nothing itself; it goes with the first step, before any work.
  information: null,
};

const TITLES: Record<StepKind, string> = {
  insulation: 'Insulation and draughts',
  heating: 'Heating',
  generation: 'Solar and storage',
  habits: 'Habits and switches',
};

const WHY: Record<StepKind, Record<PlanPriority, string>> = {
  insulation: {
    reduce_bills: 'Fabric first: keeping heat in makes every later step smaller and cheaper to run.',
    comfort_improvement: 'First because it changes how warm the home feels most: fewer draughts and warmer walls.',
    environmental_benefit: 'Fabric first: heat that is never lost needs no fuel, whatever heats the home next.',
    property_value: 'First because it lifts the rating on its own and shrinks the heating the home needs.',
  },
  heating: {
    reduce_bills: 'After insulation, so the heating is chosen and sized for the home as it will be.',
    comfort_improvement: 'After insulation, so the heating is sized for a home that keeps its warmth.',
    environmental_benefit: 'After insulation: the heating, sized for the smaller load, is where most of the carbon goes.',
    property_value: 'After insulation, so the heating is sized for the home as it will be; better heating lifts the rating again.',
  },
  generation: {
    reduce_bills: 'Panels and a battery come later: they pay best once the home needs less and uses more of its own power.',
    comfort_improvement: 'Panels and a battery come later: they cut bills, not draughts.',
    environmental_benefit: 'Panels come later: they make clean power for a home that now needs less of it.',
    property_value: 'Panels come later: they add to the rating once the home itself is efficient.',
  },
  habits: {
    reduce_bills: 'Free or nearly free, so start them today; listed last only so that no saving is counted twice.',
    comfort_improvement: 'Free or nearly free, so start them today; listed last only so that no saving is counted twice.',
    environmental_benefit: 'Free or nearly free, so start them today; listed last only so that no saving is counted twice.',
    property_value: 'Free or nearly free, so start them today; they do little for the rating and are listed last.',
  },
};

interface Baseline {
  billGbp: number;
  co2Kg: number;
}

function stepMeasure({ item }: ModelledItem): StepMeasure {
  return { id: item.id, title: item.title, cost: item.cost, savings: item.savings, annualSavingGbp: shownPounds(item.annualSavingGbp), carbonSaving: item.carbonSaving };
}

/** Runs of consecutive items of the same kind; a survey or certificate joins the first run. */
function groupByKind(items: readonly ModelledItem[]): Array<{ kind: StepKind; items: ModelledItem[] }> {
  const groups: Array<{ kind: StepKind; items: ModelledItem[] }> = [];
  const unplaced: ModelledItem[] = [];
  for (const modelled of items) {
    const kind = KIND_OF_STAGE[modelled.stage];
    if (kind === null) unplaced.push(modelled);
    else if (groups.at(-1)?.kind === kind) groups.at(-1)!.items.push(modelled);
    else groups.push({ kind, items: [modelled] });
  }
  if (groups.length === 0) return [];
  groups[0]!.items.unshift(...unplaced);
  return groups;
}

function stepCost(items: readonly ModelledItem[]): Pick<PlanStep, 'cost' | 'costMin' | 'costMax'> {
  const priced = items.filter(({ item }) => item.costMin !== null && item.costMax !== null);
  if (priced.length === 0) return { cost: 'Variable', costMin: null, costMax: null };
  const min = priced.reduce((sum, { item }) => sum + item.costMin!, 0);
  const max = priced.reduce((sum, { item }) => sum + item.costMax!, 0);
  const quotedPerHome = priced.length < items.filter(({ item }) => !item.informational).length;
  const text = costText({ min, max });
  return { cost: quotedPerHome ? `${text} plus quoted items` : text, costMin: min, costMax: max };
}

/**
 * A measure's yearly saving in the whole pounds its card and its step show ('Costs about £3 a year
 * more' is -3). Every money total of the plan adds these up, so a step of one measure saves what
 * the measure saves, and the steps add up to the headline.
 */
export function shownPounds(annualSavingGbp: number): number {
  return annualSavingGbp < 0 ? -Math.round(-annualSavingGbp) : Math.round(annualSavingGbp);
}

/**
 * The plan in steps: runs of the plan's own order (insulation, heating, generation, habits), each with
 * the package's figures once it is done. The model ran the measures cumulatively in this order, so
 * each step's "after" is read off that run, and the last step's figures are the whole package's.
 * A step's saving is the sum of its measures' shown savings (shownPounds); CO2 is rounded as a
 * running total.
 */
export function planSteps(items: readonly ModelledItem[], baseline: Baseline, priority: PlanPriority): PlanStep[] {
  let co2SoFar = 0;
  let roundedSaved = 0;
  return groupByKind(items).map(({ kind, items: stepItems }, index) => {
    co2SoFar += stepItems.reduce((sum, { item }) => sum + item.co2SavingKg, 0);
    const savings = stepItems.reduce((sum, { item }) => sum + shownPounds(item.annualSavingGbp), 0);
    roundedSaved += savings;
    const score = stepItems.at(-1)!.sapAfter;
    return {
      number: index + 1,
      kind,
      title: TITLES[kind],
      why: WHY[kind][priority],
      measures: stepItems.map(stepMeasure),
      ...stepCost(stepItems),
      savings,
      annualBillAfter: Math.round(baseline.billGbp) - roundedSaved,
      co2ReductionAfterKg: Math.round(co2SoFar),
      co2AfterKg: Math.max(0, Math.round(baseline.co2Kg - co2SoFar)),
      energyEfficiencyAfter: score,
      epcRatingAfter: epcBand(score),
    };
  });
}
