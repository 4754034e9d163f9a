import { PROPERTY_TYPES, YEAR_BUILT_BANDS } from '@warmwise/common';
import type { EnergyEstimate, FabricFacts, HeatingSystem, HomeProfile, PropertyType, YearBuilt } from '../index.js';

/** The three heating fuels the grid covers; heat pumps and heat networks have no measured archetype medians. */
export const GRID_FUELS = ['Gas boiler', 'Oil boiler', 'Electric storage heaters'] as const satisfies readonly HeatingSystem[];
export type GridFuel = (typeof GRID_FUELS)[number];

export interface Archetype {
  propertyType: PropertyType;
  yearBuilt: YearBuilt;
  heatingSystem: GridFuel;
}

/**
 * Every product property type × year-built option × grid fuel (5 × 7 × 3). Floor area and bedrooms are
 * left to the model's defaults, as for a visitor who gives neither: the grid then checks what most
 * visitors are shown.
 */
export const ARCHETYPES: readonly Archetype[] = PROPERTY_TYPES.flatMap((propertyType) =>
  YEAR_BUILT_BANDS.flatMap((yearBuilt) => GRID_FUELS.map((heatingSystem) => ({ propertyType, yearBuilt, heatingSystem }))),
);

export function archetypeKey(archetype: Archetype): string {
  return `${archetype.propertyType}, ${archetype.yearBuilt}, ${archetype.heatingSystem}`;
}

export function archetypeProfile(archetype: Archetype, overrides: { floorArea?: number; fabric?: FabricFacts } = {}): HomeProfile {
  return { ...archetype, ...overrides };
}

export type MainFuel = 'gas' | 'oil' | 'electricity';

/** The fuel that heats the home, which is what the measured references describe. */
export function mainFuelOf(heatingSystem: GridFuel): MainFuel {
  if (heatingSystem === 'Gas boiler') return 'gas';
  if (heatingSystem === 'Oil boiler') return 'oil';
  return 'electricity';
}

/** Storage-heated homes are compared on all their electricity, as Ofgem's Economy 7 values are whole-meter figures. */
export function mainFuelKwh(estimate: EnergyEstimate, heatingSystem: GridFuel): number {
  return estimate.fuel[mainFuelOf(heatingSystem)];
}
