import { PlanNotFoundError } from './errors.js';
import { normaliseEnergyPlan } from './normalise-plan.js';
import type { EnergyPlan, NormaliseOptions, Recommendation, RecommendationId } from './types.js';

/**
 * The plan without the recommendation, taken out of both top3 and all and re-validated.
 * Throws PlanNotFoundError with no plan, and PlanValidationError when the last
 * recommendation would go. Ids compare as text because a route parameter '7' names id 7.
 * An unknown id leaves the plan as it was: removing twice is not an error.
 * The plan's totals are kept: they come from the energy model, and re-summing what is left would
 * double-count measures that overlap.
 */
export function removeRecommendation(
  plan: EnergyPlan | null | undefined,
  id: RecommendationId,
  options: NormaliseOptions = {},
): EnergyPlan {
  if (!plan) throw new PlanNotFoundError();
  const now = options.now ?? (() => new Date());
  const keep = (recommendation: Recommendation): boolean => String(recommendation.id) !== String(id);
  const { top3, all } = plan.recommendations;
  const changed = top3.some((item) => !keep(item)) || all.some((item) => !keep(item));
  return normaliseEnergyPlan(
    {
      ...plan,
      recommendations: { top3: top3.filter(keep), all: all.filter(keep) },
      updatedAt: changed ? now().toISOString() : plan.updatedAt,
    },
    { now },
  );
}
