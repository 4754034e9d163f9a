import { storedHotWaterLossKwh } from '../hot-water.js';
import type { PropertyType, YearBuilt } from '../index.js';
import type { ModelHome } from '../model-home.js';
import type { EvidenceStrength, MeasuredFigure } from '../evidence/measured-figure.js';
import { NEED_MEDIAN_GAS_BY_TYPE, NEED_NEW_BUILD_INTENSITY, OFGEM_TDCV_ECONOMY7, OFGEM_TDCV_ELECTRICITY, OFGEM_TDCV_GAS } from '../evidence/measured-consumption.js';
import { mainFuelOf, type Archetype, type MainFuel } from './archetypes.js';

export interface ArchetypeReference {
  fuel: MainFuel;
  kwh: number;
  strength: EvidenceStrength;
  /** One line: where the number comes from, or how it was derived. */
  basis: string;
}

interface GasReference {
  kwh: number;
  strength: EvidenceStrength;
  basis: string;
}

/**
 * Gas median per product property type, describing the stock as it is (mostly built before 1983). The
 * product's "Terraced" and "Bungalow" have no quoted NEED figure, so they take Ofgem's medium value (the
 * median of all GB gas meters) as an estimate; for terraces, smaller than semis, that probably errs high.
 */
const STOCK_GAS_BY_TYPE: Record<PropertyType, { figure: MeasuredFigure; strength: EvidenceStrength; basis: string }> = {
  'Semi-detached': { figure: NEED_MEDIAN_GAS_BY_TYPE.semiDetached, strength: 'quoted', basis: 'NEED median gas, semi-detached' },
  Detached: { figure: NEED_MEDIAN_GAS_BY_TYPE.detached, strength: 'quoted', basis: 'NEED median gas, detached' },
  'Flat/Apartment': { figure: NEED_MEDIAN_GAS_BY_TYPE.flat, strength: 'quoted', basis: 'NEED median gas, flats' },
  Terraced: { figure: OFGEM_TDCV_GAS.medium, strength: 'estimate', basis: 'Ofgem TDCV gas medium (all homes; no terrace figure found)' },
  Bungalow: { figure: OFGEM_TDCV_GAS.medium, strength: 'estimate', basis: 'Ofgem TDCV gas medium (all homes; no bungalow figure found)' },
};

/** Metered gas and electricity per m² of new builds, by the type NEED reports closest to the product's. */
const NEW_BUILD_INTENSITY: Record<PropertyType, MeasuredFigure> = {
  'Semi-detached': NEED_NEW_BUILD_INTENSITY.usingGas,
  Detached: NEED_NEW_BUILD_INTENSITY.usingGas,
  Terraced: NEED_NEW_BUILD_INTENSITY.usingGas,
  'Flat/Apartment': NEED_NEW_BUILD_INTENSITY.flats,
  Bungalow: NEED_NEW_BUILD_INTENSITY.bungalows,
};

/** Year-built options whose homes the stock medians describe, and those built to recent regulations. */
const STOCK_AGES: readonly YearBuilt[] = ['Pre-1919', '1919-1944', '1945-1964', '1965-1982'];
const RECENT_AGES: readonly YearBuilt[] = ['2003-2010', '2011-Present'];

/** Seasonal efficiency of a condensing boiler (SAP), to turn a gas figure into the heat the home received. */
const CONDENSING_BOILER_EFFICIENCY = 0.84;

const round10 = (kwh: number) => Math.round(kwh / 10) * 10;

/**
 * Gas reference by type and age. No NEED medians by construction age were found, so:
 * - homes built before 1983 (most of the stock, and so most of what the type median describes) take
 *   their type's median;
 * - homes built since 2003 take NEED's metered new-build use per m² (gas and electricity) times the
 *   archetype's floor area, less Ofgem's medium electricity: what is left heats the home and its water;
 * - 1983-2002 sits halfway between the two (an estimate: neither source describes it).
 * Metered use varies far less across ages than a steady-state model predicts (Few et al. 2023), which
 * is why the stock median can serve four age bands at ±20%; "older uses more" checks the direction.
 */
function gasReference(propertyType: PropertyType, yearBuilt: YearBuilt, floorArea: number): GasReference {
  const stock = STOCK_GAS_BY_TYPE[propertyType];
  if (STOCK_AGES.includes(yearBuilt)) return { kwh: stock.figure.value, strength: stock.strength, basis: stock.basis };
  const intensity = NEW_BUILD_INTENSITY[propertyType];
  const newBuild = intensity.value * floorArea - OFGEM_TDCV_ELECTRICITY.medium.value;
  const newBuildBasis = `NEED new-build ${intensity.value} kWh/m² × ${Math.round(floorArea)} m² − Ofgem medium electricity`;
  if (RECENT_AGES.includes(yearBuilt)) return { kwh: round10(newBuild), strength: 'derived', basis: newBuildBasis };
  return { kwh: round10((stock.figure.value + newBuild) / 2), strength: 'estimate', basis: `halfway: ${stock.basis} and ${newBuildBasis}` };
}

/** Seasonal efficiencies the derived references turn a heat figure into fuel with (SAP Table 4a; trial SPF). */
const SOLID_FUEL_EFFICIENCY = { coal: 0.63, wood: 0.65 } as const;
const HEAT_PUMP_SPF = 2.78;

/** A reference built on the gas one is as strong as its root: a measured root gives a derived figure. */
const builtOn = (gas: GasReference): EvidenceStrength => (gas.strength === 'estimate' ? 'estimate' : 'derived');

/**
 * Electric resistance heating, by Ofgem's Economy 7 "high" typical use (the whole meter of the two-rate
 * homes that heat with electricity): the measured figure for the semi-detached stock, and for other homes
 * the same heating share scaled by their gas reference against the semi's.
 */
function resistanceReference(gas: GasReference, propertyType: PropertyType, yearBuilt: YearBuilt): ArchetypeReference {
  const lightsAndAppliances = OFGEM_TDCV_ELECTRICITY.medium.value;
  const heatShare = OFGEM_TDCV_ECONOMY7.high.value - lightsAndAppliances;
  const semi = NEED_MEDIAN_GAS_BY_TYPE.semiDetached.value;
  if (propertyType === 'Semi-detached' && STOCK_AGES.includes(yearBuilt)) {
    return { fuel: 'electricity', kwh: OFGEM_TDCV_ECONOMY7.high.value, strength: 'published', basis: 'Ofgem TDCV Economy 7 high (metered two-rate homes)' };
  }
  return {
    fuel: 'electricity',
    kwh: round10(lightsAndAppliances + heatShare * (gas.kwh / semi)),
    strength: builtOn(gas),
    basis: `Ofgem medium electricity + (Economy 7 high − medium) × (${gas.basis}) ÷ NEED semi median`,
  };
}

/**
 * The measured figure an archetype is compared with. `home` is the archetype as the model resolves it:
 * the new-build figures (per m²) need its floor area, the boiler figures its hot water cylinder.
 */
export function referenceFor(archetype: Archetype, home: ModelHome): ArchetypeReference {
  const gas = gasReference(archetype.propertyType, archetype.yearBuilt, home.floorArea);
  const fuel = mainFuelOf(archetype.heatingSystem);
  // The same building needs the same heat whatever heats it; other systems differ in efficiency and in the
  // cylinder losses (SAP tables 2 and 3) that regular boilers and stoves have and most gas homes, heated by
  // combination boilers, do not.
  const { storage, primary } = storedHotWaterLossKwh(home);
  const heat = gas.kwh * CONDENSING_BOILER_EFFICIENCY;
  switch (archetype.heatingSystem) {
    case 'Gas boiler':
      return { fuel, ...gas };
    case 'Oil boiler':
    case 'LPG boiler':
      return { fuel, kwh: round10(gas.kwh + (storage + primary) / CONDENSING_BOILER_EFFICIENCY), strength: 'estimate', basis: `as gas (${gas.basis}) + cylinder and primary losses (SAP tables 2-3)` };
    case 'Coal':
    case 'Wood': {
      const efficiency = SOLID_FUEL_EFFICIENCY[fuel as 'coal' | 'wood'];
      return { fuel, kwh: round10((heat + storage + primary) / efficiency), strength: builtOn(gas), basis: `heat of ${gas.basis} (× ${CONDENSING_BOILER_EFFICIENCY}) + cylinder losses, ÷ ${efficiency} (SAP closed room heater)` };
    }
    case 'Heat pump':
      return {
        fuel, kwh: round10(OFGEM_TDCV_ELECTRICITY.medium.value + (heat + storage) / HEAT_PUMP_SPF), strength: builtOn(gas),
        basis: `Ofgem medium electricity + heat of ${gas.basis} (× ${CONDENSING_BOILER_EFFICIENCY}) and cylinder losses ÷ measured SPF ${HEAT_PUMP_SPF} (Electrification of Heat)`,
      };
    case 'Electric storage heaters':
    case 'Electric room heaters':
      return resistanceReference(gas, archetype.propertyType, archetype.yearBuilt);
  }
}
