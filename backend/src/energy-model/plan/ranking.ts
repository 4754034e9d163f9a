import type { PlanPriority } from '../types.js';
import type { Recommendation, UnrankedRecommendation } from './recommendation.js';

type Item = UnrankedRecommendation;

/** The web app's All tab shows this many; for `reduce_bills` they must carry at least half the savings. */
const HEADLINE_SIZE = 5;
const HEADLINE_SHARE_OF_SAVINGS = 0.5;

const gbp = (value: number) => `£${Math.round(value).toLocaleString('en-GB')}`;
const years = (value: number) => (value === 1 ? '1 year' : `${value} years`);
const bySaving = (a: Item, b: Item) => b.annualSavingGbp - a.annualSavingGbp;
const byPayback = (a: Item, b: Item) => (a.paybackYears ?? Infinity) - (b.paybackYears ?? Infinity) || bySaving(a, b);
const positiveSaving = (items: readonly Item[]) => items.reduce((sum, r) => sum + Math.max(0, r.annualSavingGbp), 0);

/** Free habits and switches (standby, smart meter, tariff) have their own Free / Easy tab, so they follow the paid work. */
const isFree = (r: Item) => r.costMax === 0;

const RANK_REASONS = {
  perPound: (r: Item) => `Saves the most per pound: pays back in about ${years(Math.max(1, Math.round(r.paybackYears ?? 0)))}`,
  biggest: (r: Item) => `One of the biggest savings in your plan: ${gbp(r.annualSavingGbp)} a year`,
  free: () => 'Free: a habit or a switch, listed with the Free / Easy options',
  information: () => 'Helps you act on the plan; saves nothing itself',
  heatKept: (r: Item) => `Keeps the most heat in: ${Math.round(r.heatSavingKwh).toLocaleString('en-GB')} kWh a year`,
  otherComfort: (r: Item) => `Saves ${gbp(r.annualSavingGbp)} a year, with less effect on warmth than fabric work`,
  carbon: (r: Item) => `Cuts the most CO2: ${Math.round(r.co2SavingKg).toLocaleString('en-GB')} kg a year`,
  rating: (r: Item) => `Adds the most to your EPC rating: ${r.sapPointsGain > 0 ? '+' : ''}${r.sapPointsGain} ${Math.abs(r.sapPointsGain) === 1 ? 'point' : 'points'}`,
} as const;

const withReason = (reason: (r: Item) => string) => (r: Item): Recommendation => ({ ...r, rankReason: reason(r) });

/**
 * Lower bills: best value per pound first (quickest payback). When those first five would hold less
 * than half of what the plan saves, the biggest savers are promoted into them first, so the headline
 * shows where the money is. Every item here saves money: the plan leaves out, under this priority,
 * whatever does not.
 */
function rankForBills(paid: readonly Item[], allSavings: number): Recommendation[] {
  const saving = [...paid].sort(byPayback);
  const promoted: Item[] = [];
  if (positiveSaving(saving.slice(0, HEADLINE_SIZE)) < HEADLINE_SHARE_OF_SAVINGS * allSavings) {
    for (const r of [...saving].sort(bySaving)) {
      if (promoted.length === HEADLINE_SIZE || positiveSaving(promoted) >= HEADLINE_SHARE_OF_SAVINGS * allSavings) break;
      promoted.push(r);
    }
  }
  const rest = saving.filter((r) => !promoted.includes(r));
  return [...promoted.map(withReason(RANK_REASONS.biggest)), ...rest.map(withReason(RANK_REASONS.perPound))];
}

function rankForComfort(paid: readonly Item[]): Recommendation[] {
  const fabric = paid.filter((r) => r.comfort).sort((a, b) => b.heatSavingKwh - a.heatSavingKwh || bySaving(a, b));
  const others = paid.filter((r) => !r.comfort).sort(bySaving);
  return [...fabric.map(withReason(RANK_REASONS.heatKept)), ...others.map(withReason(RANK_REASONS.otherComfort))];
}

function rankPaid(paid: readonly Item[], priority: PlanPriority, allSavings: number): Recommendation[] {
  switch (priority) {
    case 'reduce_bills':
      return rankForBills(paid, allSavings);
    case 'comfort_improvement':
      return rankForComfort(paid);
    case 'environmental_benefit':
      return [...paid].sort((a, b) => b.co2SavingKg - a.co2SavingKg || bySaving(a, b)).map(withReason(RANK_REASONS.carbon));
    case 'property_value':
      return [...paid].sort((a, b) => b.sapPointsGain - a.sapPointsGain || bySaving(a, b)).map(withReason(RANK_REASONS.rating));
  }
}

/**
 * Orders recommendations for the visitor's priority and says why each sits where it does: paid
 * measures by the priority's measure of value, then free habits by saving, then the informational
 * items in catalogue order.
 */
export function rankRecommendations(recommendations: readonly Item[], priority: PlanPriority): Recommendation[] {
  const actionable = recommendations.filter((r) => !r.informational);
  const paid = actionable.filter((r) => !isFree(r));
  const free = actionable.filter(isFree).sort(bySaving);
  const informational = recommendations.filter((r) => r.informational);
  return [
    ...rankPaid(paid, priority, positiveSaving(actionable)),
    ...free.map(withReason(RANK_REASONS.free)),
    ...informational.map(withReason(RANK_REASONS.information)),
  ];
}
