/**
 * The home-profile options, in display order. The wizard's selects, the server's validation and
 * the energy model all read these lists.
 */
export const PROPERTY_TYPES = ['Semi-detached', 'Detached', 'Terraced', 'Flat/Apartment', 'Bungalow'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const YEAR_BUILT_BANDS = [
  'Pre-1919',
  '1919-1944',
  '1945-1964',
  '1965-1982',
  '1983-2002',
  '2003-2010',
  '2011-Present',
] as const;
export type YearBuiltBand = (typeof YEAR_BUILT_BANDS)[number];

export const HEATING_SYSTEMS = [
  'Gas boiler',
  'Oil boiler',
  'Electric storage heaters',
  'Heat pump',
  'District heating',
  'Other',
] as const;
export type HeatingSystem = (typeof HEATING_SYSTEMS)[number];

export const EPC_RATINGS = [
  { value: 'A', label: 'Most efficient' },
  { value: 'B', label: 'Very efficient' },
  { value: 'C', label: 'Efficient' },
  { value: 'D', label: 'Average efficiency' },
  { value: 'E', label: 'Below average' },
  { value: 'F', label: 'Poor efficiency' },
  { value: 'G', label: 'Least efficient' },
] as const;
export type EpcRating = (typeof EPC_RATINGS)[number]['value'];

export const TENURES = ['Owner-occupied', 'Rented - Private', 'Rented - Social'] as const;
export type Tenure = (typeof TENURES)[number];

export const PRIORITIES = [
  { value: 'reduce_bills', label: 'Reducing energy bills' },
  { value: 'comfort_improvement', label: 'Improving comfort' },
  { value: 'environmental_benefit', label: 'Reducing environmental impact' },
  { value: 'property_value', label: 'Increasing property value' },
] as const;
export type Priority = (typeof PRIORITIES)[number]['value'];
export const DEFAULT_PRIORITY: Priority = 'reduce_bills';

/** Bedroom options 1 to 5 and '6+', stored as 6. */
export const MAX_BEDROOM_OPTION = 6;
