import { PLAN_MESSAGES, TOP_RECOMMENDATIONS_SIZE } from './constants.js';
import { checkRecommendation } from './recommendation.js';
import type { PlanIssue, Recommendation, RecommendationLists } from './types.js';
import { isRecord, type UnknownRecord } from './values.js';

export type RawListsRead = { ok: true; top3: UnknownRecord[]; all: UnknownRecord[] } | { ok: false; message: string };

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

// Entries that are not objects (ids, titles, nested lists) carry nothing we can show.
function objectsOnly(value: unknown): UnknownRecord[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/**
 * The recommendations field in any accepted shape, as raw top3 and all lists: a list (top3 is its
 * first 3), JSON text of a list or object, or {top3, all} where a missing or empty list is filled
 * from the other. An empty result is not an error here; the plan decides that.
 */
export function readRecommendationLists(value: unknown): RawListsRead {
  const parsed = typeof value === 'string' ? parseJsonText(value) : value;
  if (Array.isArray(parsed)) {
    const all = objectsOnly(parsed);
    return { ok: true, top3: all.slice(0, TOP_RECOMMENDATIONS_SIZE), all };
  }
  if (!isRecord(parsed) || !('top3' in parsed || 'all' in parsed)) {
    return { ok: false, message: PLAN_MESSAGES.recommendationsShape };
  }
  const top3 = objectsOnly(parsed.top3);
  const all = objectsOnly(parsed.all);
  return {
    ok: true,
    // A longer top3 is cut, because every screen promises three.
    top3: (top3.length > 0 ? top3 : all).slice(0, TOP_RECOMMENDATIONS_SIZE),
    all: all.length > 0 ? all : top3,
  };
}

/**
 * Validates every entry. One invalid entry empties both lists, so a plan with a broken entry is
 * refused whole ('Validated plan must contain at least one recommendation'); the entry's own
 * issues are kept so the error says which entry was wrong.
 */
export function validateRecommendationLists(raw: { top3: UnknownRecord[]; all: UnknownRecord[] }): {
  lists: RecommendationLists;
  issues: PlanIssue[];
} {
  const issues: PlanIssue[] = [];
  // top3 filled from all holds the same objects: check each once so an issue is reported once.
  const seen = new Map<UnknownRecord, Recommendation | undefined>();
  const validate = (entries: UnknownRecord[], name: keyof RecommendationLists): Recommendation[] =>
    entries.flatMap((entry, index) => {
      if (!seen.has(entry)) {
        const check = checkRecommendation(entry, `recommendations.${name}[${index}]`);
        if (!check.ok) issues.push(...check.issues);
        seen.set(entry, check.ok ? check.recommendation : undefined);
      }
      const recommendation = seen.get(entry);
      return recommendation ? [recommendation] : [];
    });
  const all = validate(raw.all, 'all');
  const top3 = validate(raw.top3, 'top3');
  return issues.length > 0 ? { lists: { top3: [], all: [] }, issues } : { lists: { top3, all }, issues };
}
