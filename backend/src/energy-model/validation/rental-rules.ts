import { PROPERTY_TYPES, type PropertyType } from '@warmwise/common';
import { buildPlan } from '../index.js';
import { BAND_RANGES } from '../sap-rating.js';
import { ARCHETYPES, archetypeKey, archetypeProfile } from './archetypes.js';
import type { RuleResult } from './rules.js';

const BAND_C = BAND_RANGES.C[0];
const LET = { letting: { tenure: 'Rented - Private' as const, role: 'landlord' as const }, certificate: null };
const midCost = (route: { costMin: number; costMax: number }) => (route.costMin + route.costMax) / 2;

/**
 * Every archetype of a type let privately in a nation: its standing agrees with its own figures. A
 * route reaches C and its cost sits where its status says against the cap; what the cap buys stays
 * within it; a home past the cap or out of reach is given the exemption route; under a fabric-only
 * rating every improvement of a route is fabric.
 */
function standingAgrees(propertyType: PropertyType, postcode: string, nation: string): RuleResult {
  const wrong: string[] = [];
  const statuses = new Map<string, number>();
  for (const archetype of ARCHETYPES.filter((each) => each.propertyType === propertyType)) {
    const standard = buildPlan({ ...archetypeProfile(archetype), postcode }, 'reduce_bills', LET).rentalStandard;
    if (!standard) {
      wrong.push(`${archetypeKey(archetype)}: no standard`);
      continue;
    }
    statuses.set(standard.status, (statuses.get(standard.status) ?? 0) + 1);
    const cap = standard.costCapGbp ?? Infinity;
    const { route, withinCap } = standard;
    const agrees =
      (standard.status !== 'meets_with_new_certificate' || standard.currentScore >= BAND_C) &&
      (!route || route.scoreAfter >= BAND_C) &&
      (standard.status !== 'within_cap' || (route !== null && route.costMax <= cap)) &&
      (standard.status !== 'over_cap' || route === null || route.costMin > cap) &&
      (!withinCap || midCost(withinCap) <= cap) &&
      ((standard.status !== 'over_cap' && standard.status !== 'out_of_reach') || standard.exemption !== null) &&
      (standard.ruleStatus !== 'draft' || !route || route.measures.every((measure) => measure.stage === 'fabric'));
    if (!agrees) wrong.push(`${archetypeKey(archetype)}: ${standard.status}`);
  }
  return {
    key: `rented homes' standard agrees with its figures: ${propertyType}, ${nation}`,
    pass: wrong.length === 0,
    detail: wrong.length > 0 ? wrong.slice(0, 3).join('; ') : [...statuses].map(([status, count]) => `${status} ${count}`).join(', '),
  };
}

export function runRentalRules(): RuleResult[] {
  return PROPERTY_TYPES.flatMap((type) => [standingAgrees(type, 'LS6 1AA', 'England'), standingAgrees(type, 'EH6 5AA', 'Scotland')]);
}
