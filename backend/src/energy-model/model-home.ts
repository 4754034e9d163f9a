import type { Nation } from '@warmwise/common';
import type { AgeBand, CylinderInsulation, FlatPosition, FloorType, GlazingType, HeatingControls, PropertyType, WallConstruction } from './types.js';

export type BuiltForm = 'detached' | 'semi' | 'terrace' | 'flat' | 'bungalow';
export type HeatingKind =
  | 'gas_boiler' | 'oil_boiler' | 'lpg_boiler' | 'coal_heating' | 'wood_heating'
  | 'storage_heaters' | 'heat_pump' | 'heat_network' | 'direct_electric';

/**
 * The fully resolved home the physics runs on: every default already applied. Measures are pure
 * functions ModelHome → ModelHome, so the model is simply re-run after each one.
 */
export interface ModelHome {
  propertyType: PropertyType;
  builtForm: BuiltForm;
  /** The band that sets age defaults (loft, glazing, floor, bridging). */
  ageBand: AgeBand;
  /** RdSAP bands the year-built option spans, with weights summing to 1; walls take the weighted U-value. */
  ageBandMix: ReadonlyArray<readonly [AgeBand, number]>;
  floorArea: number;
  /** SAP 10.2 Appendix U region (0 = UK average), from the postcode. */
  climateRegionId: number;
  /** From the postcode, for the grants a measure's cost may be net of; null when not known. */
  nation: Nation | null;
  bedrooms: number;
  /** For a flat: its floor, or 'unknown' (an average flat of a three-storey block); null for houses. */
  flatPosition: FlatPosition | 'unknown' | null;
  wallConstruction: WallConstruction;
  wallInsulated: boolean;
  /** An empty cavity the householder or certificate stated: it loses heat as one, whatever the age band's default. */
  cavityKnownEmpty: boolean;
  /** True once solid wall insulation has been retrofitted to today's standard. */
  wallRetrofit: boolean;
  /** Loft insulation in mm, or null when no heat is lost through a roof of this dwelling. */
  loftMm: number | null;
  floorType: FloorType;
  floorInsulated: boolean;
  glazing: GlazingType;
  draughtProofed: boolean;
  heating: HeatingKind;
  boilerCondensing: boolean;
  /** A boiler fitted by the plan: a new A-rated one, not the stock's average condensing boiler. */
  boilerNew: boolean;
  /** Storage heaters of SAP's high heat retention kind, with their own charge controls (fitted by the plan). */
  storageHhr: boolean;
  controls: HeatingControls;
  hasCylinder: boolean;
  cylinderInsulation: CylinderInsulation;
  pipesInsulated: boolean;
  solarWater: boolean;
  /** Share of lighting that is low energy, 0-1. */
  lowEnergyLighting: number;
  pvKwp: number;
  batteryKwh: number;
  smartMeter: boolean;
  timeOfUse: boolean;
  switchesOffStandby: boolean;
  /** Set when the household gave its own yearly use: how its metered use compares with the model's. */
  usageFactors?: UsageFactors;
  /** Share of the modelled space heating the household uses (in-use-factor.ts); fixed before any measure. */
  inUseFactor: number;
}

/** A home before its household's in-use factor is known. */
export type BuildingAndHousehold = Omit<ModelHome, 'inUseFactor'>;

/**
 * Metered ÷ modelled use, fitted once to the household's bills (metered-calibration.ts): `heat`
 * scales space heating and hot water, `power` lights and appliances. Measures keep them, so every
 * saving is a saving on what this home really uses.
 */
export interface UsageFactors {
  heat: number;
  power: number;
}

/** Boilers burning a fuel: the ones a condensing replacement and a room thermostat's interlock apply to. */
export function isFuelBoiler(heating: HeatingKind): boolean {
  return heating === 'gas_boiler' || heating === 'oil_boiler' || heating === 'lpg_boiler';
}

/** Heating by resistance (storage or room heaters): every kWh of heat bought at an electricity price. */
export function isResistanceHeating(heating: HeatingKind): boolean {
  return heating === 'storage_heaters' || heating === 'direct_electric';
}

export function isFlatBelowTop(home: ModelHome): boolean {
  return home.builtForm === 'flat' && home.flatPosition !== 'top';
}

