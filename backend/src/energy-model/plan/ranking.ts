import type { PlanPriority } from '../types.js';
import type { Recommendation } from './recommendation.js';

/** Measures paying back within this many years rank by saving first when the visitor wants lower bills. */
const QUICK_PAYBACK_YEARS = 15;

const bySaving = (a: Recommendation, b: Recommendation) => b.annualSavingGbp - a.annualSavingGbp;
const byPayback = (a: Recommendation, b: Recommendation) => (a.paybackYears ?? Infinity) - (b.paybackYears ?? Infinity);

function isQuick(r: Recommendation): boolean {
  return r.annualSavingGbp > 0 && (r.paybackYears === null ? r.costMax === 0 : r.paybackYears <= QUICK_PAYBACK_YEARS);
}

const COMPARATORS: Record<PlanPriority, (a: Recommendation, b: Recommendation) => number> = {
  // Quick paybacks first by saving, then the rest by payback.
  reduce_bills: (a, b) => Number(isQuick(b)) - Number(isQuick(a)) || (isQuick(a) ? bySaving(a, b) : byPayback(a, b)) || bySaving(a, b),
  // Fabric and draught work first, by how much heat it keeps in, then everything else by saving.
  comfort_improvement: (a, b) => Number(b.comfort) - Number(a.comfort) || b.heatSavingKwh - a.heatSavingKwh || bySaving(a, b),
  environmental_benefit: (a, b) => b.co2SavingKg - a.co2SavingKg || bySaving(a, b),
  property_value: (a, b) => b.sapPointsGain - a.sapPointsGain || bySaving(a, b),
};

/** Orders recommendations for the visitor's priority; informational items always go last, in catalogue order. */
export function rankRecommendations(recommendations: readonly Recommendation[], priority: PlanPriority): Recommendation[] {
  const actionable = recommendations.filter((r) => !r.informational);
  const informational = recommendations.filter((r) => r.informational);
  return [...[...actionable].sort(COMPARATORS[priority]), ...informational];
}
