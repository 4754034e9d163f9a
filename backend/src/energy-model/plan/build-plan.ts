import { estimateHome } from '../estimate.js';
import { geometryOf } from '../geometry.js';
import { MEASURES } from '../measures/catalogue.js';
import { priceTable } from '../prices.js';
import { resolveProfile } from '../profile.js';
import { BAND_RANGES, epcBand } from '../sap-rating.js';
import type { EnergyEstimate, EpcBand, HomeProfile, PlanPriority } from '../types.js';
import { MODEL_ASSUMPTIONS, MODEL_VERSION } from '../assumptions.js';
import { costText, paybackYears } from './format.js';
import { PROPERTY_VALUE_SOURCE, propertyValueIncreasePct, propertyValueIncreaseText } from './property-value.js';
import { rankRecommendations } from './ranking.js';
import type { Recommendation } from './recommendation.js';

export interface EnergyPlan {
  priority: PlanPriority;
  recommendations: { top3: Recommendation[]; all: Recommendation[] };
  /** £/yr: the model's bill before minus after the whole package (not a sum of items). */
  potentialSavings: number;
  /** kg CO2/yr, before minus after. */
  co2Reduction: number;
  propertyValueIncrease: string;
  propertyValueIncreasePct: number;
  epcImprovement: string;
  currentEpcRating: EpcBand;
  potentialEpcRating: EpcBand;
  currentEnergyEfficiency: number;
  potentialEnergyEfficiency: number;
  baseline: EnergyEstimate;
  potential: EnergyEstimate;
  assumptions: string[];
  priceTableId: string;
  modelVersion: string;
}

export interface BuildPlanOptions {
  priceTableId?: string;
  /** Measures the visitor removed from their plan: left out, so the totals cover only what stays. */
  excludeMeasureIds?: readonly string[];
}

const round2 = (v: number) => Math.round(v * 100) / 100;
const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Applies every applicable measure in plan order, re-running the model after each, so each item carries
 * its marginal effect and the items add up exactly to the package's before/after difference.
 */
export function buildPlan(profile: HomeProfile, priority: PlanPriority = 'reduce_bills', options: BuildPlanOptions = {}): EnergyPlan {
  const prices = priceTable(options.priceTableId);
  const { home: start, assumptions } = resolveProfile(profile);
  const baseline = estimateHome(start, prices);
  let home = start;
  let previous = baseline;
  const items: Recommendation[] = [];

  const excluded = new Set(options.excludeMeasureIds ?? []);
  for (const measure of MEASURES) {
    if (excluded.has(measure.id) || !measure.applies(home, priority)) continue;
    const informational = measure.stage === 'information';
    const next = informational ? home : measure.apply(home);
    const estimate = informational ? previous : estimateHome(next, prices);
    const saving = previous.bill.total - estimate.bill.total;
    const co2 = previous.co2Kg - estimate.co2Kg;
    // A measure that saves neither money nor carbon is left out rather than shown with a zero.
    const worthIt = saving > 0.5 || (priority === 'environmental_benefit' && co2 > 1);
    if (!informational && !worthIt) continue;
    const cost = measure.cost(next, geometryOf(next));
    items.push({
      id: measure.id,
      title: measure.title,
      description: measure.description,
      cost: costText(cost),
      savings: Math.max(0, Math.round(saving)),
      carbonSaving: Math.max(0, Math.round(co2)),
      installationType: measure.installationType,
      icon: measure.icon,
      image: measure.image,
      priority: measure.priority,
      learnMore: measure.learnMore,
      costMin: cost?.min ?? null,
      costMax: cost?.max ?? null,
      annualSavingGbp: round2(saving),
      co2SavingKg: round1(co2),
      paybackYears: paybackYears(cost, saving),
      sapPointsGain: estimate.sap.score - previous.sap.score,
      heatSavingKwh: Math.round(previous.demand.spaceHeating + previous.demand.hotWater - estimate.demand.spaceHeating - estimate.demand.hotWater),
      planOrder: items.length + 1,
      comfort: measure.comfort,
      informational,
      sources: measure.sources,
    });
    home = next;
    previous = estimate;
  }

  const potential = previous;
  const { current, after, note } = anchorScores(baseline.sap.score, potential.sap.score, profile.epcRating ?? null);
  if (note) assumptions.push(note);
  const currentBand = epcBand(current);
  const potentialBand = epcBand(after);
  const ranked = rankRecommendations(items, priority);

  return {
    priority,
    recommendations: { top3: ranked.slice(0, 3), all: ranked },
    potentialSavings: Math.round(baseline.bill.total - potential.bill.total),
    co2Reduction: Math.round(baseline.co2Kg - potential.co2Kg),
    propertyValueIncrease: propertyValueIncreaseText(currentBand, potentialBand),
    propertyValueIncreasePct: propertyValueIncreasePct(currentBand, potentialBand),
    epcImprovement: `${currentBand} to ${potentialBand}`,
    currentEpcRating: currentBand,
    potentialEpcRating: potentialBand,
    currentEnergyEfficiency: current,
    potentialEnergyEfficiency: after,
    baseline,
    potential,
    assumptions: [...assumptions, ...MODEL_ASSUMPTIONS, `Property value: ${PROPERTY_VALUE_SOURCE}.`, `Prices: table '${prices.id}' (from ${prices.validFrom}); estimates: ${prices.estimates.join('; ') || 'none'}.`],
    priceTableId: prices.id,
    modelVersion: MODEL_VERSION,
  };
}

/**
 * A lodged EPC outranks our estimate of the current band: the current score is pulled into the
 * certificate's band and the modelled improvement is added on top.
 */
function anchorScores(modelled: number, modelledAfter: number, certificate: EpcBand | null): { current: number; after: number; note?: string } {
  if (!certificate || epcBand(modelled) === certificate) return { current: modelled, after: modelledAfter };
  const [low, high] = BAND_RANGES[certificate];
  const current = Math.min(high, Math.max(low, modelled));
  const after = Math.min(100, Math.max(current, current + (modelledAfter - modelled)));
  return {
    current,
    after,
    note: `Your EPC says band ${certificate}; our model estimated ${epcBand(modelled)} (${modelled}). We use a score of ${current} within your EPC band and add the modelled improvement.`,
  };
}
