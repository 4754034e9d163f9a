import { EPC_RATINGS, HEATING_SYSTEMS, MAX_BEDROOM_OPTION, PROPERTY_TYPES, TENURES, YEAR_BUILT_BANDS } from '@warmwise/common';

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
} as const;
