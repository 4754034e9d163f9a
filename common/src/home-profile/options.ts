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

/**
 * Who is planning, for a let home: the rented homes' standard is said to the landlord as what to do,
 * and to the tenant as what their landlord must do. An owner who lets the home (or means to) says
 * 'landlord' whatever the tenure. 'unknown' says it both ways.
 */
export const RENTAL_ROLES = [
  { value: 'tenant', label: 'I rent this home (tenant)' },
  { value: 'landlord', label: 'I let this home, or plan to (landlord)' },
  { value: 'unknown', label: 'Neither, or not saying' },
] as const;
export type RentalRole = (typeof RENTAL_ROLES)[number]['value'];

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

/**
 * What burns in a home whose main heating is 'Other': asked only then, and filled from the
 * certificate's main fuel where one is lodged. Partners send these names, so they never change.
 */
export const HEATING_FUELS = [
  { value: 'lpg', label: 'LPG (bottled or tank gas)' },
  { value: 'coal', label: 'Coal or smokeless fuel' },
  { value: 'wood', label: 'Wood (logs, pellets or chips)' },
  { value: 'electric_room_heaters', label: 'Electric room heaters' },
  { value: 'unknown', label: 'Not sure' },
] as const;
export type HeatingFuel = (typeof HEATING_FUELS)[number]['value'];

/**
 * Facts a householder may know better than a certificate. Each has 'unknown' ("Not sure"), which
 * leaves the model's age-and-rating default in place.
 */
export const WALL_INSULATION_OPTIONS = [
  { value: 'cavity_filled', label: 'Cavity walls, filled' },
  { value: 'cavity_empty', label: 'Cavity walls, empty' },
  { value: 'solid_insulated', label: 'Solid walls, insulated' },
  { value: 'solid_uninsulated', label: 'Solid walls, not insulated' },
  { value: 'unknown', label: 'Not sure' },
] as const;
export type WallInsulation = (typeof WALL_INSULATION_OPTIONS)[number]['value'];

export const GLAZING_OPTIONS = [
  { value: 'single', label: 'Single glazing' },
  { value: 'double', label: 'Double glazing' },
  { value: 'triple', label: 'Triple glazing' },
  { value: 'unknown', label: 'Not sure' },
] as const;
export type Glazing = (typeof GLAZING_OPTIONS)[number]['value'];

export const BOILER_TYPES = [
  { value: 'condensing', label: 'Condensing (most fitted since 2005)' },
  { value: 'non_condensing', label: 'Older, non-condensing' },
  { value: 'unknown', label: 'Not sure' },
] as const;
export type BoilerType = (typeof BOILER_TYPES)[number]['value'];

export const HEATING_CONTROL_OPTIONS = [
  { value: 'none', label: 'No controls' },
  { value: 'programmer_only', label: 'Timer or programmer only' },
  { value: 'thermostat', label: 'Programmer and room thermostat' },
  { value: 'full', label: 'Room thermostat and TRVs' },
  { value: 'unknown', label: 'Not sure' },
] as const;
export type HeatingControlsOption = (typeof HEATING_CONTROL_OPTIONS)[number]['value'];

export const FLAT_POSITIONS = [
  { value: 'ground', label: 'Ground floor' },
  { value: 'mid', label: 'Middle floor' },
  { value: 'top', label: 'Top floor' },
  { value: 'unknown', label: 'Not sure' },
] as const;
export type FlatPositionOption = (typeof FLAT_POSITIONS)[number]['value'];

/** Loft insulation a householder can state, in mm: 0 (none) to 400 (well past today's 270). */
export const LOFT_INSULATION_MM = { min: 0, max: 400 } as const;
