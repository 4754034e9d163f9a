import { PROPERTY_TYPES, YEAR_BUILT_BANDS } from '@warmwise/common';
import type { EnergyEstimate, FabricFacts, HeatingFuel, HeatingSystem, HomeProfile, PropertyType, YearBuilt } from '../index.js';

/** The heating the grid covers: every fuel a householder can describe but heat networks, which have no reference. */
export const GRID_FUELS = [
  'Gas boiler', 'Oil boiler', 'Electric storage heaters', 'LPG boiler', 'Coal', 'Wood', 'Electric room heaters', 'Heat pump',
] as const;
export type GridFuel = (typeof GRID_FUELS)[number];

/** How a householder describes each: the profile's heating option, and the fuel of an 'Other'. */
const DESCRIBED_AS: Record<GridFuel, { heatingSystem: HeatingSystem; heatingFuel?: HeatingFuel }> = {
  'Gas boiler': { heatingSystem: 'Gas boiler' },
  'Oil boiler': { heatingSystem: 'Oil boiler' },
  'Electric storage heaters': { heatingSystem: 'Electric storage heaters' },
  'LPG boiler': { heatingSystem: 'Other', heatingFuel: 'lpg' },
  Coal: { heatingSystem: 'Other', heatingFuel: 'coal' },
  Wood: { heatingSystem: 'Other', heatingFuel: 'wood' },
  'Electric room heaters': { heatingSystem: 'Other', heatingFuel: 'electric_room_heaters' },
  'Heat pump': { heatingSystem: 'Heat pump' },
};

export interface Archetype {
  propertyType: PropertyType;
  yearBuilt: YearBuilt;
  heatingSystem: GridFuel;
}

/**
 * Every product property type × year-built option × grid fuel (5 × 7 × 8). Floor area and bedrooms are
 * left to the model's defaults, as for a visitor who gives neither: the grid then checks what most
 * visitors are shown.
 */
export const ARCHETYPES: readonly Archetype[] = PROPERTY_TYPES.flatMap((propertyType) =>
  YEAR_BUILT_BANDS.flatMap((yearBuilt) => GRID_FUELS.map((heatingSystem) => ({ propertyType, yearBuilt, heatingSystem }))),
);

export function archetypeKey(archetype: Archetype): string {
  return `${archetype.propertyType}, ${archetype.yearBuilt}, ${archetype.heatingSystem}`;
}

export function archetypeProfile(archetype: Archetype, overrides: { floorArea?: number; fabric?: FabricFacts; postcode?: string } = {}): HomeProfile {
  return { propertyType: archetype.propertyType, yearBuilt: archetype.yearBuilt, ...DESCRIBED_AS[archetype.heatingSystem], ...overrides };
}

export type MainFuel = 'gas' | 'oil' | 'lpg' | 'coal' | 'wood' | 'electricity';

const MAIN_FUEL: Record<GridFuel, MainFuel> = {
  'Gas boiler': 'gas',
  'Oil boiler': 'oil',
  'LPG boiler': 'lpg',
  Coal: 'coal',
  Wood: 'wood',
  'Electric storage heaters': 'electricity',
  'Electric room heaters': 'electricity',
  'Heat pump': 'electricity',
};

/** The fuel that heats the home, which is what the measured references describe. */
export function mainFuelOf(heatingSystem: GridFuel): MainFuel {
  return MAIN_FUEL[heatingSystem];
}

/** Electrically heated homes are compared on all their electricity, as Ofgem's Economy 7 values are whole-meter figures. */
export function mainFuelKwh(estimate: EnergyEstimate, heatingSystem: GridFuel): number {
  return estimate.fuel[mainFuelOf(heatingSystem)];
}
