import type { AliasPath } from './values.js';

/**
 * Where each plan field may be found. Plans reach us from several generations of the server and
 * from browser storage, so one field has many names. The canonical name comes first so that
 * normalising a normalised plan changes nothing; then the other top-level names;
 * then the same names inside a wrapping container ('totals.savings', 'data.recommendations').
 */
const CONTAINERS = ['plan', 'energyPlan', 'energy_plan', 'data', 'result', 'results', 'summary', 'totals', 'metrics'];

function aliasPaths(names: string[], extra: AliasPath[] = []): AliasPath[] {
  return [
    ...names.map((name) => [name]),
    ...CONTAINERS.flatMap((container) => names.map((name) => [container, name])),
    ...extra,
  ];
}

export const PLAN_ALIASES = {
  id: aliasPaths(['id', 'planId', 'plan_id', 'energyPlanId', 'energy_plan_id']),
  // The property's own id is the natural fallback before a made-up timestamp.
  propertyId: aliasPaths(['propertyId', 'property_id'], [
    ['propertyData', 'id'],
    ['property', 'id'],
  ]),
  propertyData: aliasPaths(['propertyData', 'property_data', 'property']),
  recommendations: aliasPaths(['recommendations', 'recommendation_list', 'recommendationList', 'recommendations_list', 'items', 'measures']),
  savings: aliasPaths([
    'potentialSavings',
    'potential_savings',
    'savings',
    'finalSavings',
    'final_savings',
    'annualSavings',
    'annual_savings',
    'totalSavings',
    'total_savings',
    'estimatedSavings',
    'estimated_savings',
    'yearlySavings',
    'yearly_savings',
  ]),
  carbon: aliasPaths([
    'co2Reduction',
    'co2_reduction',
    'co2',
    'CO2',
    'finalCO2',
    'finalCo2',
    'final_co2',
    'carbon',
    'carbonReduction',
    'carbon_reduction',
    'carbonSaving',
    'carbon_saving',
    'carbonSavings',
    'carbon_savings',
    'co2Savings',
    'co2_savings',
    'emissionsReduction',
    'emissions_reduction',
  ]),
  propertyValueIncrease: aliasPaths(['propertyValueIncrease', 'property_value_increase', 'valueIncrease', 'value_increase']),
  epcImprovement: aliasPaths(['epcImprovement', 'epc_improvement', 'epcRatingImprovement']),
  // The property's recorded EPC band is the honest current rating when the plan omits one.
  currentEpcRating: aliasPaths(['currentEpcRating', 'current_epc_rating', 'currentRating', 'current_rating', 'epcRating', 'epc_rating'], [
    ['propertyData', 'epcRating'],
    ['property', 'epcRating'],
  ]),
  potentialEpcRating: aliasPaths(['potentialEpcRating', 'potential_epc_rating', 'potentialRating', 'potential_rating', 'targetEpcRating']),
  currentEnergyEfficiency: aliasPaths(['currentEnergyEfficiency', 'current_energy_efficiency', 'currentEfficiency', 'current_efficiency']),
  potentialEnergyEfficiency: aliasPaths(['potentialEnergyEfficiency', 'potential_energy_efficiency', 'potentialEfficiency', 'potential_efficiency']),
  createdAt: aliasPaths(['createdAt', 'created_at']),
  updatedAt: aliasPaths(['updatedAt', 'updated_at']),
};
