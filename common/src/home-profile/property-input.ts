import { isValidEmail, EMAIL_MESSAGES } from '../email.js';
import { checkPostcode } from '../postcode.js';
import {
  BOILER_TYPES,
  DEFAULT_PRIORITY,
  EPC_RATINGS,
  FLAT_POSITIONS,
  GLAZING_OPTIONS,
  HEATING_CONTROL_OPTIONS,
  HEATING_FUELS,
  HEATING_SYSTEMS,
  LOFT_INSULATION_MM,
  WALL_INSULATION_OPTIONS,
  PRIORITIES,
  PROPERTY_TYPES,
  TENURES,
  YEAR_BUILT_BANDS,
  type BoilerType,
  type EpcRating,
  type FlatPositionOption,
  type Glazing,
  type HeatingControlsOption,
  type HeatingFuel,
  type HeatingSystem,
  type Priority,
  type PropertyType,
  type Tenure,
  type WallInsulation,
  type YearBuiltBand,
} from './options.js';

/** A home profile as saved by the wizard (POST/PUT /api/properties), normalised. */
export interface PropertyInput {
  address: string;
  fullAddress: string | null;
  postcode: string;
  email: string | null;
  contactApproval: boolean;
  priority: Priority;
  propertyType: PropertyType;
  yearBuilt: YearBuiltBand;
  floorArea: number;
  numBedrooms: number;
  heatingSystem: HeatingSystem | null;
  /** What the 'Other' heating burns; null for every other heating system. */
  heatingFuel: HeatingFuel | null;
  epcRating: EpcRating | null;
  epcValidUntil: string | null;
  tenure: Tenure | null;
  solarPVPanels: boolean;
  solarWaterHeating: boolean;
  /** The household's own yearly use from its bills, when given: the plan is calibrated to it. */
  annualGasKwh: number | null;
  annualElectricityKwh: number | null;
  /** What the householder knows of the fabric and heating; 'unknown' (or null loft) keeps the model's default. */
  wallInsulation: WallInsulation;
  loftInsulationMm: number | null;
  glazing: Glazing;
  boilerType: BoilerType;
  heatingControls: HeatingControlsOption;
  flatPosition: FlatPositionOption;
}

export type PropertyInputCheck = { ok: true; value: PropertyInput } | { ok: false; message: string; field?: string };

const REQUIRED_PROPERTY_FIELDS = ['address', 'postcode', 'propertyType', 'yearBuilt'] as const;

const LIMITS = { address: 255, fullAddress: 500, epcValidUntil: 40 };
/**
 * What homes are (ours): the smallest studio flats have about 13 m² and very few UK homes exceed
 * 1,000 m²; a figure outside is a slip (10,000 m² priced double glazing at £51k-£77k). 0 or empty
 * means "not known", and the model assumes a size from the bedrooms.
 */
const HOME_SIZE_LIMITS = {
  floorArea: { min: 10, max: 1_000, message: 'Floor area must be a whole number of square metres from 10 to 1,000, or left empty if you are not sure' },
  numBedrooms: { min: 1, max: 50, message: 'Bedrooms must be a whole number from 1 to 50, or left empty' },
} as const;
/**
 * A year's metered use as read from bills. The ceilings are ours, several times the highest typical
 * use Ofgem publishes (17,000 kWh gas, 6,700 kWh Economy 7), so only a typing slip is refused.
 */
const ANNUAL_USE_LIMITS = {
  annualGasKwh: { label: 'Yearly gas use', max: 100_000 },
  annualElectricityKwh: { label: 'Yearly electricity use', max: 50_000 },
} as const;
// What the wizard's fallbacks send when the EPC look-up knew nothing (docs/product.md, "The EPC look-up").
const UNKNOWN = new Set(['', 'unknown', 'n/a', 'unknown epc rating']);

class InputProblem extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isUnknown = (value: unknown) => value === null || value === undefined || UNKNOWN.has(text(value).toLowerCase());

function oneOf<T extends string>(field: string, value: unknown, options: readonly T[]): T {
  const match = options.find((option) => option.toLowerCase() === text(value).toLowerCase());
  if (!match) throw new InputProblem(`${field} must be one of: ${options.join(', ')}`, field);
  return match;
}

const optionalOneOf = <T extends string>(field: string, value: unknown, options: readonly T[]): T | null =>
  isUnknown(value) ? null : oneOf(field, value, options);

function boundedText(field: keyof typeof LIMITS, value: unknown): string | null {
  const result = text(value);
  if (result.length > LIMITS[field]) throw new InputProblem(`${field} must be at most ${LIMITS[field]} characters`, field);
  return result === '' ? null : result;
}

/** Floor area and bedrooms are parsed as integers; empty becomes 0, which like 0 means not known. */
function wholeNumber(field: keyof typeof HOME_SIZE_LIMITS, value: unknown): number {
  if (value === null || value === undefined || value === '') return 0;
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value), 10);
  const { min, max, message } = HOME_SIZE_LIMITS[field];
  if (parsed === 0) return 0;
  if (!Number.isFinite(parsed) || parsed < min || parsed > max) throw new InputProblem(message, field);
  return parsed;
}

/** Optional: empty or 0 means "not given". Decimals (as bills print them) are rounded. */
function annualUse(field: keyof typeof ANNUAL_USE_LIMITS, value: unknown): number | null {
  if (value === null || value === undefined || value === '' || value === 0 || value === '0') return null;
  const parsed = typeof value === 'number' ? value : Number(String(value).replace(/,/g, '').trim());
  const { label, max } = ANNUAL_USE_LIMITS[field];
  if (!Number.isFinite(parsed) || parsed < 1 || parsed > max) {
    throw new InputProblem(`${label} must be a number of kWh from 1 to ${max.toLocaleString('en-GB')}, or left empty`, field);
  }
  return Math.round(parsed);
}

const values = <T extends { value: string }>(options: readonly T[]): Array<T['value']> => options.map((option) => option.value);

/** A stated fact: one of its options, and 'unknown' ("Not sure") when not given. */
function statedFact<T extends string>(field: string, value: unknown, options: readonly T[]): T {
  return (optionalOneOf(field, value, options) ?? 'unknown') as T;
}

/** Loft insulation in whole mm, or null when not known; decimals are rounded. */
function loftMm(value: unknown): number | null {
  if (typeof value !== 'number' && isUnknown(value)) return null;
  const parsed = typeof value === 'number' ? value : Number(String(value).replace(/mm$/i, '').trim());
  const { min, max } = LOFT_INSULATION_MM;
  if (!Number.isFinite(parsed) || parsed < min || parsed > max) {
    throw new InputProblem(`Loft insulation must be a depth in mm from ${min} to ${max}, or left empty if you are not sure`, 'loftInsulationMm');
  }
  return Math.round(parsed);
}

function flag(field: string, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw new InputProblem(`${field} must be true or false`, field);
  return value;
}

function email(value: unknown): string | null {
  if (isUnknown(value)) return null;
  const address = text(value);
  if (!isValidEmail(address)) throw new InputProblem(EMAIL_MESSAGES.invalid, 'email');
  return address.toLowerCase();
}

/**
 * Validates and normalises a property payload, accepting the REST payload's snake_case
 * `contact_approval` as well as `contactApproval`. Shared by both transports and the client.
 */
export function checkPropertyInput(input: unknown): PropertyInputCheck {
  const data = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const missing = REQUIRED_PROPERTY_FIELDS.filter((field) => text(data[field]) === '');
  if (missing.length > 0) return { ok: false, message: `Missing required property fields: ${missing.join(', ')}` };
  try {
    const postcode = checkPostcode(data.postcode);
    if (!postcode.ok) throw new InputProblem(postcode.message, 'postcode');
    const heatingSystem = optionalOneOf('heatingSystem', data.heatingSystem, HEATING_SYSTEMS);
    return {
      ok: true,
      value: {
        address: boundedText('address', data.address)!,
        fullAddress: boundedText('fullAddress', data.fullAddress),
        postcode: postcode.postcode,
        email: email(data.email),
        contactApproval: flag('contact_approval', data.contact_approval ?? data.contactApproval),
        priority: isUnknown(data.priority)
          ? DEFAULT_PRIORITY
          : oneOf('priority', data.priority, PRIORITIES.map((p) => p.value)),
        propertyType: oneOf('propertyType', data.propertyType, PROPERTY_TYPES),
        yearBuilt: oneOf('yearBuilt', data.yearBuilt, YEAR_BUILT_BANDS),
        floorArea: wholeNumber('floorArea', data.floorArea),
        numBedrooms: wholeNumber('numBedrooms', data.numBedrooms),
        heatingSystem,
        heatingFuel: heatingSystem === 'Other' ? statedFact('heatingFuel', data.heatingFuel, values(HEATING_FUELS)) : null,
        epcRating: optionalOneOf('epcRating', data.epcRating, EPC_RATINGS.map((r) => r.value)),
        epcValidUntil: boundedText('epcValidUntil', data.epcValidUntil),
        tenure: optionalOneOf('tenure', data.tenure, TENURES),
        solarPVPanels: flag('solarPVPanels', data.solarPVPanels),
        solarWaterHeating: flag('solarWaterHeating', data.solarWaterHeating),
        annualGasKwh: annualUse('annualGasKwh', data.annualGasKwh),
        annualElectricityKwh: annualUse('annualElectricityKwh', data.annualElectricityKwh),
        wallInsulation: statedFact('wallInsulation', data.wallInsulation, values(WALL_INSULATION_OPTIONS)),
        loftInsulationMm: loftMm(data.loftInsulationMm),
        glazing: statedFact('glazing', data.glazing, values(GLAZING_OPTIONS)),
        boilerType: statedFact('boilerType', data.boilerType, values(BOILER_TYPES)),
        heatingControls: statedFact('heatingControls', data.heatingControls, values(HEATING_CONTROL_OPTIONS)),
        flatPosition: statedFact('flatPosition', data.flatPosition, values(FLAT_POSITIONS)),
      },
    };
  } catch (error) {
    if (error instanceof InputProblem) return { ok: false, message: error.message, field: error.field };
    throw error;
  }
}
