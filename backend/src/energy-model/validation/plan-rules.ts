import { buildPlan, PROPERTY_TYPES, type HomeProfile, type PropertyType } from '../index.js';
import type { StatedFacts } from '../stated-facts.js';
import type { RuleResult } from './rules.js';

const NOT_SURE: StatedFacts = { wallInsulation: 'unknown', loftInsulationMm: null, glazing: 'unknown', boilerType: 'unknown', heatingControls: 'unknown', flatPosition: 'unknown' };
const homeOf = (propertyType: PropertyType, more: Partial<HomeProfile> = {}): HomeProfile => ({ propertyType, yearBuilt: '1945-1964', heatingSystem: 'Gas boiler', stated: NOT_SURE, ...more });
/** "Within a few percent": the same home typed with the band it models at uses the same energy. */
const SAME_HOME_TOLERANCE = 0.03;
/**
 * A step saving at least this much a year that the rating can see must move the score: at SAP's prices
 * (about half the bill's per kWh of gas) £50 a year is about a point for a 100 m² home
 * (16.21 × 0.36 × £25 ÷ 145 m²); less may round away.
 */
const STEP_THAT_MOVES = 50;

const totalKwh = (plan: ReturnType<typeof buildPlan>) => Object.values(plan.baseline.fuel).reduce((sum, kwh) => sum + kwh, 0);

/** A band that agrees with the home as described narrows nothing into a certainty: the energy stays the same. */
function typedBandKeepsTheHome(propertyType: PropertyType): RuleResult {
  const untyped = buildPlan(homeOf(propertyType));
  const typed = buildPlan(homeOf(propertyType, { epcRating: untyped.currentEpcRating }));
  const change = totalKwh(typed) / totalKwh(untyped) - 1;
  const cavityKept = typed.recommendations.all.some((r) => r.id === 'cavity-wall-insulation') === untyped.recommendations.all.some((r) => r.id === 'cavity-wall-insulation');
  return {
    key: `typed band keeps the home: ${propertyType}`,
    pass: Math.abs(change) <= SAME_HOME_TOLERANCE && cavityKept,
    detail: `untyped ${Math.round(totalKwh(untyped))} kWh, typed ${untyped.currentEpcRating} ${Math.round(totalKwh(typed))} kWh (${(change * 100).toFixed(1)}%); cavity fill ${cavityKept ? 'in both' : 'dropped'}`,
  };
}

/** Today's score, each step's and the potential are the modelled home's, and a step that saves money moves it. */
function oneHomeOneScore(propertyType: PropertyType, rated: Partial<HomeProfile>, label: string): RuleResult {
  const plan = buildPlan(homeOf(propertyType, rated));
  let before = plan.currentEnergyEfficiency;
  const stuck = plan.steps.filter((step) => {
    // The rating prices electricity at about 4.5 times gas (SAP 10.2 Table 12), so a heat pump at the
    // measured SPF of 2.78 can leave the score where it was while the bill falls: not a stuck score.
    const fitsHeatPump = step.measures.some((measure) => measure.id === 'air-source-heat-pump');
    const stays = step.kind !== 'habits' && !fitsHeatPump && step.savings >= STEP_THAT_MOVES && step.energyEfficiencyAfter <= before;
    before = step.energyEfficiencyAfter;
    return stays;
  });
  const modelled = plan.currentEnergyEfficiency === plan.baseline.sap.score && plan.potentialEnergyEfficiency === plan.potential.sap.score;
  return {
    key: `one home, one score: ${propertyType} ${label}`,
    pass: modelled && stuck.length === 0,
    detail: `${plan.currentEpcRating} ${plan.currentEnergyEfficiency} → ${plan.steps.map((step) => `${step.epcRatingAfter} ${step.energyEfficiencyAfter}`).join(' → ')}${plan.ratingNote ? ' (says the certificate differs)' : ''}`,
  };
}

/** A due boiler and a heat pump are alternatives: exactly one of them is in the plan. */
function oneHeatingDecision(propertyType: PropertyType, priority: 'reduce_bills' | 'environmental_benefit'): RuleResult {
  const plan = buildPlan(homeOf(propertyType, { stated: { ...NOT_SURE, boilerType: 'non_condensing' } }), priority);
  const heating = plan.recommendations.all.filter((r) => r.id === 'condensing-boiler' || r.id === 'air-source-heat-pump').map((r) => r.id);
  const decision = plan.heatingDecision;
  const consistent = decision === null ? propertyType === 'Flat/Apartment' : heating.length === 1 && heating[0] === decision.chosen.measureId;
  return {
    key: `one heating decision: ${propertyType}, ${priority}`,
    pass: heating.length === 1 && consistent,
    detail: decision ? `${decision.chosen.title} chosen, ${decision.alternative.title} beside it` : `${heating.join(', ')} (no heat pump for a flat)`,
  };
}

export function runPlanRules(): RuleResult[] {
  return [
    ...PROPERTY_TYPES.map(typedBandKeepsTheHome),
    ...PROPERTY_TYPES.flatMap((type) => [oneHomeOneScore(type, { epcRating: 'G' }, 'typed G'), oneHomeOneScore(type, { epcRating: 'B' }, 'typed B'), oneHomeOneScore(type, { epcScore: 60 }, 'lodged 60')]),
    ...PROPERTY_TYPES.flatMap((type) => [oneHeatingDecision(type, 'reduce_bills'), oneHeatingDecision(type, 'environmental_benefit')]),
  ];
}
