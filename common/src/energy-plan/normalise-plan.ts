import { amountToNumber } from './amount.js';
import { FALLBACK_SAVINGS_CAP, PLAN_DEFAULTS, PLAN_MESSAGES } from './constants.js';
import { PlanValidationError } from './errors.js';
import { checkNumber, parseAmountText } from './numbers.js';
import { PLAN_ALIASES } from './plan-aliases.js';
import {
  buildEpcImprovement,
  readBand,
  readEfficiency,
  readPlanId,
  readPropertyData,
  readTimestamp,
  readValueIncrease,
} from './plan-fields.js';
import { readRecommendationLists, validateRecommendationLists } from './recommendation-lists.js';
import type { EnergyPlan, NormaliseOptions, PlanIssue, RecommendationLists } from './types.js';
import { type AliasPath, isRecord, pickFirst, type UnknownRecord } from './values.js';

function readLists(source: UnknownRecord, issues: PlanIssue[]): RecommendationLists {
  const raw = readRecommendationLists(pickFirst(source, PLAN_ALIASES.recommendations) ?? []);
  if (!raw.ok) {
    issues.push({ field: 'recommendations', message: raw.message });
    return { top3: [], all: [] };
  }
  const checked = validateRecommendationLists(raw);
  issues.push(...checked.issues);
  return checked.lists;
}

/**
 * A plan total. Text is parsed leniently (a failed parse is 0); anything else must be a finite,
 * non-negative number. Absent, it is the recommendations' own total, optionally capped.
 */
function readTotal(
  source: UnknownRecord,
  paths: readonly AliasPath[],
  field: string,
  issues: PlanIssue[],
  fallback: () => number,
): number {
  const value = pickFirst(source, paths);
  if (value === undefined) return fallback();
  if (typeof value === 'string') return parseAmountText(value);
  const check = checkNumber(value);
  if (check.ok) return check.value;
  issues.push({ field, message: check.message });
  return 0;
}

/**
 * Turns a plan from the server, from storage or from an older release into one EnergyPlan shape
 * (docs/product.md, "How a plan is read and checked"), or throws PlanValidationError listing every failed rule.
 */
export function normaliseEnergyPlan(input: unknown, options: NormaliseOptions = {}): EnergyPlan {
  if (!isRecord(input)) throw new PlanValidationError([{ field: 'plan', message: PLAN_MESSAGES.notAnObject }]);
  const now = (options.now ?? (() => new Date()))();
  const issues: PlanIssue[] = [];

  const recommendations = readLists(input, issues);
  if (recommendations.all.length === 0) issues.push({ field: 'recommendations', message: PLAN_MESSAGES.noRecommendations });
  const all = recommendations.all;
  const potentialSavings = readTotal(input, PLAN_ALIASES.savings, 'potentialSavings', issues, () =>
    Math.min(all.reduce((total, item) => total + amountToNumber(item.savings), 0), FALLBACK_SAVINGS_CAP),
  );
  const co2Reduction = readTotal(input, PLAN_ALIASES.carbon, 'co2Reduction', issues, () =>
    all.reduce((total, item) => total + item.carbonSaving, 0),
  );
  if (issues.length > 0) throw new PlanValidationError(issues);

  const currentBand = readBand(input, PLAN_ALIASES.currentEpcRating);
  const potentialBand = readBand(input, PLAN_ALIASES.potentialEpcRating);
  const createdAt = readTimestamp(pickFirst(input, PLAN_ALIASES.createdAt)) ?? now.toISOString();
  return {
    id: readPlanId(input, PLAN_ALIASES.id, now.getTime()),
    propertyId: readPlanId(input, PLAN_ALIASES.propertyId, now.getTime()),
    propertyData: readPropertyData(pickFirst(input, PLAN_ALIASES.propertyData)),
    recommendations,
    potentialSavings,
    co2Reduction,
    propertyValueIncrease: readValueIncrease(pickFirst(input, PLAN_ALIASES.propertyValueIncrease)),
    epcImprovement: buildEpcImprovement(pickFirst(input, PLAN_ALIASES.epcImprovement), currentBand, potentialBand),
    currentEpcRating: currentBand ?? PLAN_DEFAULTS.currentEpcRating,
    potentialEpcRating: potentialBand ?? PLAN_DEFAULTS.potentialEpcRating,
    currentEnergyEfficiency: readEfficiency(input, PLAN_ALIASES.currentEnergyEfficiency, PLAN_DEFAULTS.currentEnergyEfficiency),
    potentialEnergyEfficiency: readEfficiency(input, PLAN_ALIASES.potentialEnergyEfficiency, PLAN_DEFAULTS.potentialEnergyEfficiency),
    createdAt,
    // A plan that never recorded an update was last changed when it was made.
    updatedAt: readTimestamp(pickFirst(input, PLAN_ALIASES.updatedAt)) ?? createdAt,
  };
}
