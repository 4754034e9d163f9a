import {
  BOILER_TYPES,
  EPC_RATINGS,
  FLAT_POSITIONS,
  GLAZING_OPTIONS,
  HEATING_CONTROL_OPTIONS,
  HEATING_FUELS,
  HEATING_SYSTEMS,
  MAX_BEDROOM_OPTION,
  PROPERTY_TYPES,
  TENURES,
  WALL_INSULATION_OPTIONS,
  YEAR_BUILT_BANDS,
} from '@warmwise/common';

export interface SelectOption {
  value: string;
  label: string;
}

const asOptions = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));

/**
 * The home profile's select options, labelled as the form shows them
 * (docs/product.md, "The home profile and its validation").
 */
export const PROFILE_OPTIONS = {
  propertyType: asOptions(PROPERTY_TYPES),
  yearBuilt: asOptions(YEAR_BUILT_BANDS),
  heatingSystem: asOptions(HEATING_SYSTEMS),
  tenure: asOptions(TENURES),
  epcRating: EPC_RATINGS.map(({ value, label }) => ({ value, label: `${value} ${label}` })),
  // 1 to 5, then '6+' stored as 6.
  numBedrooms: Array.from({ length: MAX_BEDROOM_OPTION }, (_, index): SelectOption => {
    const count = index + 1;
    return { value: String(count), label: count === MAX_BEDROOM_OPTION ? `${count}+` : String(count) };
  }),
  // Labelled in the shared options, each list ending in 'Not sure'.
  heatingFuel: HEATING_FUELS,
  wallInsulation: WALL_INSULATION_OPTIONS,
  glazing: GLAZING_OPTIONS,
  boilerType: BOILER_TYPES,
  heatingControls: HEATING_CONTROL_OPTIONS,
  flatPosition: FLAT_POSITIONS,
} as const;
