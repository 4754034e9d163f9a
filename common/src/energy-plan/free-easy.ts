import { FREE_EASY_COST_CAP } from './constants.js';
import { formatCost } from './format.js';
import type { Amount, Recommendation } from './types.js';

/** Low-effort actions that count as Free / Easy whatever their cost says. */
const FREE_EASY_TITLES = [
  'Turning Off Appliances at Socket',
  'Smart Meter Installation',
  'Switching to Time-of-Use Tariff',
] as const;

const FREE_EASY_TITLE_KEYS = new Set<string>(FREE_EASY_TITLES.map((title) => title.toLowerCase()));

/** Works that need a trade or a survey are never 'easy', however cheap their quoted cost. */
const NOT_EASY_TITLE_WORDS = ['glazing', 'window', 'insulation', 'heat pump', 'boiler', 'solar', 'tank', 'cylinder', 'survey', 'epc'];

// Every number in the text counts, so '£50-100' gives 50 even though only one end has a '£'.
function lowestAmount(cost: Amount | undefined): number | undefined {
  if (cost === undefined) return undefined;
  if (typeof cost === 'number') return cost;
  if (typeof cost !== 'string') return cost.min;
  const amounts = (cost.replace(/,/g, '').match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  return amounts.length > 0 ? Math.min(...amounts) : undefined;
}

/**
 * The Free / Easy tab rule (docs/product.md, "The plan and its cards"), in its order: a free cost or a listed title
 * includes; an excluded word in the title excludes; otherwise the lowest amount decides.
 */
export function isFreeOrEasy(recommendation: Pick<Recommendation, 'title' | 'cost'>): boolean {
  // Numbers and ranges are judged as they are shown, so a cost of 0 reads '£0' and counts as free.
  const costText = (typeof recommendation.cost === 'string' ? recommendation.cost : formatCost(recommendation.cost ?? null)).toLowerCase();
  const title = recommendation.title.trim().toLowerCase();
  if (costText.includes('free') || costText.includes('£0')) return true;
  if (FREE_EASY_TITLE_KEYS.has(title)) return true;
  if (NOT_EASY_TITLE_WORDS.some((word) => title.includes(word))) return false;
  const lowest = lowestAmount(recommendation.cost);
  return lowest !== undefined && lowest <= FREE_EASY_COST_CAP;
}
