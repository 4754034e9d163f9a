import { buildPlan, estimateEnergy, type HomeProfile } from '../index.js';
import type { StatedFacts } from '../stated-facts.js';
import type { RuleResult } from './rules.js';

/** The 1950s gas semi the docs calibrate on, at the model's defaults, and a householder who knows nothing. */
const SEMI: HomeProfile = { propertyType: 'Semi-detached', yearBuilt: '1945-1964', heatingSystem: 'Gas boiler' };
const NOT_SURE: StatedFacts = { wallInsulation: 'unknown', loftInsulationMm: null, glazing: 'unknown', boilerType: 'unknown', heatingControls: 'unknown', flatPosition: 'unknown' };

const planOf = (stated: Partial<StatedFacts>, more: Partial<HomeProfile> = {}) => buildPlan({ ...SEMI, ...more, stated: { ...NOT_SURE, ...stated } });
/** A measure's saving in the plan, or as the heating option shown beside the one the plan chose. */
const savingOf = (plan: ReturnType<typeof buildPlan>, id: string) =>
  plan.recommendations.all.find((r) => r.id === id)?.savings
  ?? [plan.heatingDecision?.chosen, plan.heatingDecision?.alternative].find((option) => option?.measureId === id)?.annualSavingGbp
  ?? null;

/** A stated fact brings the measure it calls for, at a full (not likelihood-weighted) saving. */
function statedFactBrings(name: string, stated: Partial<StatedFacts>, measureId: string): RuleResult {
  const unsure = savingOf(planOf({}), measureId);
  const known = savingOf(planOf(stated), measureId);
  return {
    key: `stated fact moves the plan: ${name}`,
    pass: known !== null && (unsure === null || known > unsure),
    detail: `${measureId}: £${known ?? '–'} a year when stated, £${unsure ?? '–'} when not sure`,
  };
}

/** The same home typed G has more to do and save than typed B, and the B home is never promised A. */
function typedBandShapesPlan(): RuleResult {
  const g = buildPlan({ ...SEMI, epcRating: 'G' });
  const b = buildPlan({ ...SEMI, epcRating: 'B' });
  return {
    key: 'typed G saves more than typed B',
    pass: g.potentialSavings > b.potentialSavings && b.potentialEpcRating !== 'A',
    detail: `G ${g.currentEnergyEfficiency} → ${g.potentialEnergyEfficiency} saves £${g.potentialSavings}; B ${b.currentEnergyEfficiency} → ${b.potentialEnergyEfficiency} saves £${b.potentialSavings}`,
  };
}

/** Colder and sunnier places: the bill follows the region, the rating does not (SAP's UK-average weather). */
function regionPair(cold: string, mild: string): RuleResult {
  const north = estimateEnergy({ ...SEMI, postcode: cold, solarPVPanels: true });
  const south = estimateEnergy({ ...SEMI, postcode: mild, solarPVPanels: true });
  return {
    key: `region pair: ${cold} vs ${mild}`,
    pass: north.fuel.gas > south.fuel.gas && north.solar.generation < south.solar.generation && north.sap.score === south.sap.score,
    detail: `gas ${Math.round(north.fuel.gas)} vs ${Math.round(south.fuel.gas)} kWh; 3 kWp PV ${Math.round(north.solar.generation)} vs ${Math.round(south.solar.generation)} kWh; SAP ${north.sap.score} vs ${south.sap.score}`,
  };
}

export function runStatedAndRegionRules(): RuleResult[] {
  return [
    statedFactBrings('empty cavity', { wallInsulation: 'cavity_empty' }, 'cavity-wall-insulation'),
    statedFactBrings('non-condensing boiler', { boilerType: 'non_condensing' }, 'condensing-boiler'),
    statedFactBrings('no controls', { heatingControls: 'none' }, 'heating-controls'),
    statedFactBrings('bare loft', { loftInsulationMm: 0 }, 'loft-insulation'),
    typedBandShapesPlan(),
    regionPair('IV2 3PY', 'TR1 2HE'),
    regionPair('AB10 1AA', 'SW1A 1AA'),
    regionPair('EH3 9GL', 'BS1 5TR'),
  ];
}
