/** Public input and output types of the energy model. Enumerations are the home profile's (common/src/home-profile). */

import type { FuelUseAsGiven } from './metered-calibration-words.js';
import type { StatedFacts } from './stated-facts.js';
import {
  type EpcRating,
  type HeatingFuel,
  type HeatingSystem,
  type Priority,
  type PropertyType,
  type YearBuiltBand,
} from '@warmwise/common';

// The home-profile options are the product's, shared with the wizard and the server's validation.
export { PROPERTY_TYPES, YEAR_BUILT_BANDS as YEAR_BUILT_OPTIONS } from '@warmwise/common';
export type { HeatingFuel, HeatingSystem, PropertyType };
export type YearBuilt = YearBuiltBand;
export type EpcBand = EpcRating;
export type PlanPriority = Priority;

/** RdSAP construction age bands (England & Wales). M is RdSAP 10 only and is treated like L. */
export type AgeBand = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J' | 'K' | 'L' | 'M';

export type WallConstruction = 'cavity' | 'solid';
export type GlazingType = 'single' | 'double' | 'double_post_2002' | 'new_double';
export type FloorType = 'solid' | 'suspended';
export type FlatPosition = 'top' | 'middle' | 'ground';
/**
 * SAP's control groups: none; a programmer without a room thermostat; TRVs and a bypass without a room
 * thermostat (no boiler interlock); a programmer and room thermostat ('basic'); and room thermostat
 * with TRVs or zone control ('full').
 */
export type HeatingControls = 'none' | 'programmer' | 'trvs_no_thermostat' | 'basic' | 'full';
export type CylinderInsulation = 'none' | 'thin' | 'good';

/**
 * Fabric facts, usually parsed from an EPC's description fields. Every field is optional: what is
 * missing gets an age-band default, recorded in the assumptions.
 */
export interface FabricFacts {
  wallConstruction?: WallConstruction;
  wallInsulated?: boolean;
  /** The cavity is known to be empty (stated, or lodged), whatever its age band's as-built default. */
  cavityKnownEmpty?: boolean;
  /** Loft insulation thickness in mm; null when the roof is not a loft (flat roof, dwelling above). */
  loftInsulationMm?: number | null;
  glazing?: GlazingType;
  floorType?: FloorType;
  floorInsulated?: boolean;
  hasCylinder?: boolean;
  cylinderInsulation?: CylinderInsulation;
  hotWaterPipesInsulated?: boolean;
  flatPosition?: FlatPosition;
  boilerCondensing?: boolean;
  heatingControls?: HeatingControls;
  /** Share of fixed lighting that is low energy, 0-100. */
  lowEnergyLightingPct?: number;
  draughtProofed?: boolean;
}

export interface HomeProfile {
  propertyType: PropertyType;
  yearBuilt: YearBuilt;
  /** Total floor area in m²; 0 or missing means unknown. */
  floorArea?: number | null;
  numBedrooms?: number | null;
  heatingSystem: HeatingSystem;
  /** What an 'Other' heating burns; missing or 'unknown' is modelled on the middle of the off-gas fuels' bills. */
  heatingFuel?: HeatingFuel | null;
  epcRating?: EpcBand | null;
  /** The home's postcode (or district): picks the SAP climate region. Unknown → UK average. */
  postcode?: string | null;
  /** The lodged certificate's SAP score (1-100), which anchors the current rating. */
  epcScore?: number | null;
  solarPVPanels?: boolean;
  solarWaterHeating?: boolean;
  fabric?: FabricFacts;
  /** What the householder stated; each fact overrides the certificate's, 'unknown' leaves it open. */
  stated?: StatedFacts;
  /** The household's own yearly use from its bills, when given: the estimate is fitted to it. */
  meteredUse?: MeteredUse;
}

export interface MeteredUse {
  gasKwh?: number | null;
  electricityKwh?: number | null;
  /** The fuel an oil, LPG, coal or wood heating burns, converted to kWh from what the household buys. */
  heatingFuelKwh?: number | null;
  /** That fuel as the household gave it (1,800 litres), so the plan repeats their own figure. */
  heatingFuelAsGiven?: FuelUseAsGiven | null;
}

interface EndUseDemand {
  /** Useful heat delivered to rooms, kWh/yr. */
  spaceHeating: number;
  /** Useful hot water energy including distribution and storage losses, kWh/yr. */
  hotWater: number;
  lighting: number;
  /** Appliances and cooking, kWh/yr. */
  appliances: number;
}

export interface FuelUse {
  gas: number;
  electricity: number;
  oil: number;
  lpg: number;
  coal: number;
  wood: number;
  heatNetwork: number;
}

interface BillBreakdown {
  /** Unit costs by fuel, £/yr, after any on-site generation. */
  gas: number;
  electricity: number;
  oil: number;
  lpg: number;
  coal: number;
  wood: number;
  heatNetwork: number;
  standingCharges: number;
  /** Income from exported solar electricity, £/yr (subtracted from total). */
  exportIncome: number;
  total: number;
}

export interface EnergyEstimate {
  demand: EndUseDemand;
  /** Delivered energy bought from suppliers, kWh/yr (net of solar used on site). */
  fuel: FuelUse;
  solar: { generation: number; usedOnSite: number; exported: number };
  bill: BillBreakdown;
  co2Kg: number;
  sap: { score: number; band: EpcBand };
  heatLossWPerK: number;
  priceTableId: string;
}
