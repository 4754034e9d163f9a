import type { PropertyType } from '../index.js';
import type { EvidenceStrength, MeasuredFigure } from '../evidence/measured-figure.js';
import { NEED_MEDIAN_GAS_BY_TYPE, OFGEM_TDCV_ECONOMY7, OFGEM_TDCV_GAS } from '../evidence/measured-consumption.js';
import { mainFuelOf, type Archetype, type MainFuel } from './archetypes.js';

export interface ArchetypeReference {
  fuel: MainFuel;
  kwh: number;
  strength: EvidenceStrength;
  /** One line: where the number comes from, or how it was derived. */
  basis: string;
}

/**
 * Gas reference per product property type. The product's "Terraced" and "Bungalow" have no quoted NEED
 * figure, so they take Ofgem's medium value (the median of all GB gas meters) as an estimate; for
 * terraces, smaller than semis, that probably errs high.
 */
const GAS_BY_TYPE: Record<PropertyType, { figure: MeasuredFigure; strength: EvidenceStrength; basis: string }> = {
  'Semi-detached': { figure: NEED_MEDIAN_GAS_BY_TYPE.semiDetached, strength: 'quoted', basis: 'NEED median gas, semi-detached' },
  Detached: { figure: NEED_MEDIAN_GAS_BY_TYPE.detached, strength: 'quoted', basis: 'NEED median gas, detached' },
  'Flat/Apartment': { figure: NEED_MEDIAN_GAS_BY_TYPE.flat, strength: 'quoted', basis: 'NEED median gas, flats' },
  Terraced: { figure: OFGEM_TDCV_GAS.medium, strength: 'estimate', basis: 'Ofgem TDCV gas medium (all homes; no terrace figure found)' },
  Bungalow: { figure: OFGEM_TDCV_GAS.medium, strength: 'estimate', basis: 'Ofgem TDCV gas medium (all homes; no bungalow figure found)' },
};

/**
 * The measured figure an archetype is compared with. Age bands share their type's figure: no NEED
 * medians by age were found, and metered use varies far less across ages and EPC bands than a
 * steady-state model predicts (Few et al. 2023), so ±20% around the type median is a fair band for every
 * age; the "older uses more" rule checks the direction separately.
 */
export function referenceFor(archetype: Archetype): ArchetypeReference {
  const gas = GAS_BY_TYPE[archetype.propertyType];
  const fuel = mainFuelOf(archetype.heatingSystem);
  if (fuel === 'gas') return { fuel, kwh: gas.figure.value, strength: gas.strength, basis: gas.basis };
  if (fuel === 'oil') {
    // The same building needs the same heat, and condensing oil and gas boilers have similar seasonal efficiencies.
    return { fuel, kwh: gas.figure.value, strength: 'estimate', basis: `as gas: ${gas.basis}` };
  }
  // Ofgem's Economy 7 "high" describes storage-heated homes; scaled across types as gas use scales.
  const semiGas = NEED_MEDIAN_GAS_BY_TYPE.semiDetached.value;
  const kwh = Math.round((OFGEM_TDCV_ECONOMY7.high.value * gas.figure.value) / semiGas / 10) * 10;
  return { fuel, kwh, strength: 'estimate', basis: 'Ofgem TDCV Economy 7 high × type gas / semi gas' };
}
