import type { PlanPriority } from '../types.js';
import type { Recommendation, UnrankedRecommendation } from './recommendation.js';

type Item = UnrankedRecommendation;

/** The web app's All tab shows this many; for `reduce_bills` they must carry at least half the savings. */
const HEADLINE_SIZE = 5;
const HEADLINE_SHARE_OF_SAVINGS = 0.5;

const gbp = (value: number) => `£${Math.round(value).toLocaleString('en-GB')}`;
const years = (value: number) => (value === 1 ? '1 year' : `${value} years`);
const paybackOf = (r: Item) => years(Math.max(1, Math.round(r.paybackYears ?? 0)));
const kwh = (value: number) => `${Math.round(value).toLocaleString('en-GB')} kWh`;
const kg = (value: number) => `${Math.round(value).toLocaleString('en-GB')} kg`;
const points = (gain: number) => `${gain > 0 ? '+' : ''}${gain} ${Math.abs(gain) === 1 ? 'point' : 'points'}`;
const bySaving = (a: Item, b: Item) => b.annualSavingGbp - a.annualSavingGbp;
const byPayback = (a: Item, b: Item) => (a.paybackYears ?? Infinity) - (b.paybackYears ?? Infinity) || bySaving(a, b);
const positiveSaving = (items: readonly Item[]) => items.reduce((sum, r) => sum + Math.max(0, r.annualSavingGbp), 0);

/** Free habits and switches (standby, smart meter, tariff) have their own Free / Easy tab, so they follow the paid work. */
const isFree = (r: Item) => r.costMax === 0;

interface RankReasons {
  first: (r: Item) => string;
  next: (r: Item) => string;
  /** Whether the item has any of what the ranking counts: one with none never claims a cut or a gain. */
  gains?: (r: Item) => boolean;
  none?: (r: Item) => string;
}

/** Each ranking's reason for its first item, and for the items after it, which may not claim "the most". */
const RANK_REASONS = {
  perPound: {
    first: (r: Item) => `Saves the most per pound: pays back in about ${paybackOf(r)}`,
    next: (r: Item) => `Next best value per pound: pays back in about ${paybackOf(r)}`,
  },
  heatKept: {
    first: (r: Item) => `Keeps the most heat in: ${kwh(r.heatSavingKwh)} a year`,
    next: (r: Item) => `Next most heat kept in: ${kwh(r.heatSavingKwh)} a year`,
    gains: (r: Item) => Math.round(r.heatSavingKwh) > 0,
    none: (r: Item) => `Keeps no heat in, but saves ${gbp(r.annualSavingGbp)} a year`,
  },
  carbon: {
    first: (r: Item) => `Cuts the most CO2: ${kg(r.co2SavingKg)} a year`,
    next: (r: Item) => `Next biggest CO2 cut: ${kg(r.co2SavingKg)} a year`,
    gains: (r: Item) => Math.round(r.co2SavingKg) > 0,
    none: (r: Item) => `Cuts no CO2 itself, but saves ${gbp(r.annualSavingGbp)} a year`,
  },
  rating: {
    first: (r: Item) => `Adds the most to your EPC rating: ${points(r.sapPointsGain)}`,
    next: (r: Item) => `Next biggest gain in your EPC rating: ${points(r.sapPointsGain)}`,
    gains: (r: Item) => r.sapPointsGain > 0,
    none: (r: Item) => `Does not raise your EPC rating, but saves ${gbp(r.annualSavingGbp)} a year`,
  },
} as const satisfies Record<string, RankReasons>;

const OTHER_REASONS = {
  biggest: (r: Item) => `One of the biggest savings in your plan: ${gbp(r.annualSavingGbp)} a year`,
  free: () => 'Free: a habit or a switch, listed with the Free / Easy options',
  information: () => 'Helps you act on the plan; saves nothing itself',
  otherComfort: (r: Item) => `Saves ${gbp(r.annualSavingGbp)} a year, with less effect on warmth than fabric work`,
  replacement: (r: Item) => `A replacement to plan for: your boiler is past its working life${r.heatingChoice ? '; chosen over the alternative beside it' : ''}`,
} as const;

const withReason = (reason: (r: Item) => string) => (r: Item): Recommendation => ({ ...r, rankReason: reason(r) });

/** Items in ranked order, the first with the ranking's superlative (when it has earned it) and the rest with "next". */
function inRankOrder(items: readonly Item[], reasons: RankReasons, firstIsBest = true): Recommendation[] {
  return items.map((r, index) => {
    if (reasons.gains && reasons.none && !reasons.gains(r)) return withReason(reasons.none)(r);
    return withReason(index === 0 && firstIsBest ? reasons.first : reasons.next)(r);
  });
}

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
  // The first of the rest saves the most per pound only if no promoted item pays back sooner.
  const restLeads = rest.length > 0 && promoted.every((r) => byPayback(rest[0], r) <= 0);
  return [...promoted.map(withReason(OTHER_REASONS.biggest)), ...inRankOrder(rest, RANK_REASONS.perPound, restLeads)];
}

function rankForComfort(paid: readonly Item[]): Recommendation[] {
  const fabric = paid.filter((r) => r.comfort).sort((a, b) => b.heatSavingKwh - a.heatSavingKwh || bySaving(a, b));
  const others = paid.filter((r) => !r.comfort).sort(bySaving);
  return [...inRankOrder(fabric, RANK_REASONS.heatKept), ...others.map(withReason(OTHER_REASONS.otherComfort))];
}

function rankPaid(paid: readonly Item[], priority: PlanPriority, allSavings: number): Recommendation[] {
  switch (priority) {
    case 'reduce_bills':
      return rankForBills(paid, allSavings);
    case 'comfort_improvement':
      return rankForComfort(paid);
    case 'environmental_benefit':
      return inRankOrder([...paid].sort((a, b) => b.co2SavingKg - a.co2SavingKg || bySaving(a, b)), RANK_REASONS.carbon);
    case 'property_value':
      return inRankOrder([...paid].sort((a, b) => b.sapPointsGain - a.sapPointsGain || bySaving(a, b)), RANK_REASONS.rating);
  }
}

/**
 * Orders recommendations for the visitor's priority and says why each sits where it does: paid
 * measures by the priority's measure of value (to lower bills, a replacement that is due, such as an
 * old boiler, follows them), then free habits by saving, then the informational items in catalogue order.
 */
export function rankRecommendations(recommendations: readonly Item[], priority: PlanPriority): Recommendation[] {
  const actionable = recommendations.filter((r) => !r.informational);
  // Lowering bills ranks by value per pound, which a replacement that is due is not bought for: it is
  // planned for, after the measures chosen on their merits. The other rankings (CO2, rating, heat kept)
  // say something true of it and keep it in place.
  const isPlannedReplacement = (r: Item) => priority === 'reduce_bills' && r.replacementDue;
  const replacements = actionable.filter(isPlannedReplacement);
  const paid = actionable.filter((r) => !isFree(r) && !isPlannedReplacement(r));
  const free = actionable.filter((r) => isFree(r) && !isPlannedReplacement(r)).sort(bySaving);
  const informational = recommendations.filter((r) => r.informational);
  return [
    ...rankPaid(paid, priority, positiveSaving(actionable)),
    ...replacements.map(withReason(OTHER_REASONS.replacement)),
    ...free.map(withReason(OTHER_REASONS.free)),
    ...informational.map(withReason(OTHER_REASONS.information)),
  ];
}
