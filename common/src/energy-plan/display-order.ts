import { TOP_RECOMMENDATIONS_SIZE } from './constants.js';
import type { Recommendation } from './types.js';

type ReadonlyLists = { readonly top3?: readonly Recommendation[]; readonly all?: readonly Recommendation[] };

/** A plan (normalised or still flat), or just a list of recommendations. */
export type RecommendationSource =
  | readonly Recommendation[]
  | { readonly recommendations?: readonly Recommendation[] | ReadonlyLists | null }
  | null
  | undefined;

function isList(value: unknown): value is readonly Recommendation[] {
  return Array.isArray(value);
}

// Titles are compared as people read them: 'Loft Insulation' and 'loft insulation ' are one measure.
const titleKey = (recommendation: Recommendation): string => recommendation.title.trim().toLowerCase();

/**
 * The order recommendations are shown in: top3 first, then the rest of all not
 * already in top3 (matched by title); else all. A flat list is read as a plan would be (its first
 * 3 are top3, the list is all), so it keeps its own order.
 */
export function displayOrder(source: RecommendationSource): Recommendation[] {
  const recommendations = isList(source) ? source : source?.recommendations;
  if (!recommendations) return [];
  const lists: ReadonlyLists = isList(recommendations)
    ? { top3: recommendations.slice(0, TOP_RECOMMENDATIONS_SIZE), all: recommendations }
    : recommendations;
  const top3 = lists.top3 ?? [];
  const all = lists.all ?? [];
  if (top3.length === 0) return [...all];
  const shown = new Set(top3.map(titleKey));
  return [...top3, ...all.filter((recommendation) => !shown.has(titleKey(recommendation)))];
}
