import { estimateHome } from '../estimate.js';
import { OFGEM_TDCV_ECONOMY7 } from '../evidence/measured-consumption.js';
import { buildPlan, estimateEnergy, type HomeProfile, type PropertyType } from '../index.js';
import { condensingBoiler } from '../measures/heating.js';
import { resolveProfile } from '../profile.js';
import type { RuleResult } from './rules.js';

const HOUSES: readonly PropertyType[] = ['Semi-detached', 'Detached', 'Terraced', 'Bungalow'];
/** The ONS band floor of A: what solar and a battery must not buy a fossil-heated old home on their own. */
const BAND_A = 92;
const POSTCODE = 'M1 1AA';
const oldHouse = (propertyType: PropertyType, more: Partial<HomeProfile>): HomeProfile => ({ propertyType, yearBuilt: 'Pre-1919', postcode: POSTCODE, heatingSystem: 'Gas boiler', ...more });

/** Solid wall insulation brings an old house to a retrofit's standard: it still loses more per m² than a new build. */
function retrofitIsNotNewBuild(propertyType: PropertyType): RuleResult {
  const retrofitted = buildPlan(oldHouse(propertyType, { fabric: { wallConstruction: 'solid', wallInsulated: false } }), 'environmental_benefit').heatPumpVerdict!;
  const newBuild = buildPlan({ propertyType, yearBuilt: '2011-Present', postcode: POSTCODE, heatingSystem: 'Gas boiler' }, 'environmental_benefit').heatPumpVerdict!;
  return {
    key: `retrofit is not new build: ${propertyType}, pre-1919 solid walls`,
    pass: retrofitted.heatLossKwAfterInsulation > newBuild.heatLossKw,
    detail: `${retrofitted.heatLossKw} → ${retrofitted.heatLossKwAfterInsulation} kW after insulation (${retrofitted.heatPumpSizeKw} kW pump); 2011+ ${newBuild.heatLossKw} kW`,
  };
}

/** PV's rating credit is capped to the electricity the rating counts: no A on solar and a battery without a heat pump. */
function noAOnSolarAlone(propertyType: PropertyType, heating: Partial<HomeProfile>, label: string): RuleResult {
  const plan = buildPlan(oldHouse(propertyType, { ...heating, fabric: { wallConstruction: 'solid', wallInsulated: false, glazing: 'single' } }), 'property_value', { excludeMeasureIds: ['air-source-heat-pump'] });
  const solar = plan.recommendations.all.some((r) => r.id === 'solar-pv');
  return {
    key: `no A on solar without a heat pump: ${propertyType}, pre-1919 ${label}`,
    pass: plan.potentialEnergyEfficiency < BAND_A,
    detail: `${plan.currentEpcRating} ${plan.currentEnergyEfficiency} → ${plan.potentialEpcRating} ${plan.potentialEnergyEfficiency}${solar ? ' with solar' : ''}${plan.recommendations.all.some((r) => r.id === 'home-battery') ? ' and a battery' : ''}`,
  };
}

/** An old non-condensing boiler replaced by a new one saves about a fifth of the gas (70% → 88%), not a tenth. */
function oldBoilerSavesAFifth(): RuleResult {
  const home = resolveProfile({ propertyType: 'Semi-detached', yearBuilt: '1945-1964', heatingSystem: 'Gas boiler', fabric: { boilerCondensing: false } }).home;
  const before = estimateHome(home).fuel.gas;
  const share = 1 - estimateHome(condensingBoiler.apply(home)).fuel.gas / before;
  return { key: 'old boiler replacement saves a fifth of the gas', pass: share >= 0.18, detail: `1950s semi: ${Math.round(before)} kWh, ${(share * 100).toFixed(1)}% saved` };
}

/** Storage or room heaters always lead to a heating measure, or to a line saying why it is left out. */
function electricHomeGetsItsHeating(propertyType: PropertyType | 'Flat/Apartment'): RuleResult {
  const plan = buildPlan({ propertyType, yearBuilt: '1965-1982', postcode: POSTCODE, heatingSystem: 'Electric storage heaters' });
  const measure = plan.recommendations.all.find((r) => r.id === 'high-heat-retention-storage-heaters' || r.id === 'air-source-heat-pump');
  const reason = plan.assumptions.find((line) => /^Considered and left out: (High Heat Retention|Air Source)/.test(line));
  return {
    key: `electric home gets its heating: ${propertyType}, storage heaters`,
    pass: measure !== undefined || reason !== undefined,
    detail: measure ? `${measure.title}, £${measure.savings} a year${plan.heatingDecision ? `; ${plan.heatingDecision.alternative.title} beside it` : ''}` : `left out: ${reason!.slice(0, 90)}…`,
  };
}

/**
 * Storage heaters said to have no controls, kept (new heaters removed from the plan), lead to their
 * controls or to a line saying why they are left out: a stated fact never leads nowhere.
 */
function storageControlsStatedReachPlan(): RuleResult {
  const plan = buildPlan(
    { propertyType: 'Flat/Apartment', yearBuilt: '1965-1982', postcode: POSTCODE, heatingSystem: 'Electric storage heaters', fabric: { heatingControls: 'none' } },
    'reduce_bills',
    { excludeMeasureIds: ['high-heat-retention-storage-heaters'] },
  );
  const measure = plan.recommendations.all.find((r) => r.id === 'electric-heating-controls');
  const reason = plan.assumptions.find((line) => line.startsWith('Considered and left out: Electric Heater Controls'));
  return {
    key: 'stated fact reaches the plan: storage heaters with no controls',
    pass: (measure !== undefined) !== (reason !== undefined),
    detail: measure ? `${measure.title}, £${measure.savings} a year` : reason ? `left out: ${reason.slice(0, 90)}…` : 'neither the measure nor a reason',
  };
}

/** A storage-heated flat models between Economy 7's medium and high typical use (Ofgem TDCV, October 2023). */
function storageFlatOnEconomy7(): RuleResult {
  const kwh = estimateEnergy({ propertyType: 'Flat/Apartment', yearBuilt: '1965-1982', floorArea: 60, numBedrooms: 2, heatingSystem: 'Electric storage heaters' }).fuel.electricity;
  const { medium, high } = OFGEM_TDCV_ECONOMY7;
  return {
    key: 'storage-heated flat within Economy 7 use',
    pass: kwh >= medium.value && kwh <= high.value,
    detail: `1970s flat, 60 m²: ${Math.round(kwh).toLocaleString('en-GB')} kWh (medium ${medium.value.toLocaleString('en-GB')}, high ${high.value.toLocaleString('en-GB')})`,
  };
}

export function runPhysicsRules(): RuleResult[] {
  return [
    ...HOUSES.map(retrofitIsNotNewBuild),
    ...HOUSES.flatMap((type) => [noAOnSolarAlone(type, {}, 'gas'), noAOnSolarAlone(type, { heatingSystem: 'Other', heatingFuel: 'coal' }, 'coal')]),
    oldBoilerSavesAFifth(),
    ...[...HOUSES, 'Flat/Apartment' as const].map(electricHomeGetsItsHeating),
    storageControlsStatedReachPlan(),
    storageFlatOnEconomy7(),
  ];
}
