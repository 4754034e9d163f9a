import { isRecord } from '../energy-plan/values.js';
import * as z from 'zod/mini';
import { isValidEmail, EMAIL_MESSAGES } from '../email.js';
import { ukPostcode } from '../postcode.js';
import { checkWith, isEmpty, oneOf, orWhenBlank, reportAt } from '../validation/schema-check.js';
import { FUEL_USE_UNITS, fuelUseUnit, maxFuelUse, METERED_FUEL_WORDS, meteredHeatingFuel, unitsOfFuel, type FuelUseUnitValue } from './fuel-use.js';
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
  RENTAL_ROLES,
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
  type RentalRole,
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
  /** A tenant, or a landlord (who may also say an owner-occupied home is to be let); 'unknown' otherwise. */
  rentalRole: RentalRole;
  solarPVPanels: boolean;
  solarWaterHeating: boolean;
  /** The household's own yearly use from its bills, when given: the plan is calibrated to it. */
  annualGasKwh: number | null;
  annualElectricityKwh: number | null;
  /**
   * The year's use of the fuel the heating burns when that is oil, LPG, coal or wood, in the unit
   * the household buys it by (fuel-use.ts); both null when not given.
   */
  annualFuelUse: number | null;
  annualFuelUnit: FuelUseUnitValue | null;
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

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/**
 * Left out, or text that says "not known". Only text can say so: `true`, `401` or `{}` sent for an
 * option is a mistake, refused with the field's options rather than saved as "not known".
 */
const isUnknown = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && UNKNOWN.has(text(value).toLowerCase()));
const values = <T extends { value: string }>(options: readonly T[]): Array<T['value']> => options.map((option) => option.value);

/** One of `options` in any case, spaces around ignored, answered in the option's own spelling. */
const anyCaseOneOf = <T extends string>(field: string, options: readonly T[]) =>
  z.pipe(
    z.transform((value: unknown) => options.find((option) => option.toLowerCase() === text(value).toLowerCase()) ?? value),
    oneOf(field, options),
  );

/** One of `options`, or null when the wizard did not know. */
const optionalOneOf = <T extends string>(field: string, options: readonly T[]) =>
  orWhenBlank(z.nullable(anyCaseOneOf(field, options)), null, isUnknown);

/** A stated fact: one of its options, and 'unknown' ("Not sure") when not given. */
const statedFact = <T extends { value: string }>(field: string, options: readonly T[]) =>
  orWhenBlank(anyCaseOneOf(field, values(options)), 'unknown', isUnknown);

/** Text as sent, trimmed (what is not text reads as empty), within its length limit. */
const boundedText = (field: keyof typeof LIMITS) =>
  z.pipe(
    z.transform(text),
    z.string().check(z.maxLength(LIMITS[field], { error: `${field} must be at most ${LIMITS[field]} characters` })),
  );

/** Bounded text, or null when empty. */
const optionalText = (field: keyof typeof LIMITS) =>
  z.pipe(
    boundedText(field),
    z.transform((value) => (value === '' ? null : value)),
  );

// Digits with an optional fraction, as a person writes a number: no hex (`0x1F`), no exponent.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A number as sent, or text that reads as a decimal number once `unwritten` (thousands commas, a
 * unit) is taken out; anything else (hex, `[90]`, `true`, an object) is no number.
 */
function decimalNumber(value: unknown, unwritten: RegExp): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const written = value.replace(unwritten, '').trim();
  return DECIMAL.test(written) ? Number(written) : Number.NaN;
}

/** Floor area and bedrooms are parsed as integers; empty becomes 0, which like 0 means not known. */
function homeSize(field: keyof typeof HOME_SIZE_LIMITS) {
  const { min, max, message } = HOME_SIZE_LIMITS[field];
  const whole = (value: unknown) => {
    const parsed = Math.trunc(decimalNumber(value, /,/g));
    return parsed === 0 ? 0 : parsed; // a negative fraction truncates to -0, which is 0 too
  };
  return orWhenBlank(
    z.pipe(
      z.transform(whole),
      z.number({ error: message }).check(z.refine((size) => size === 0 || (size >= min && size <= max), { error: message })),
    ),
    0,
  );
}

/** A number, or text that reads as one once `unwritten` (thousands commas, a unit) is taken out; rounded. */
const roundedNumber = (unwritten: RegExp, min: number, max: number, message: string) =>
  z.pipe(
    z.pipe(
      z.transform((value: unknown) => decimalNumber(value, unwritten)),
      z.number({ error: message }).check(z.gte(min, { error: message }), z.lte(max, { error: message })),
    ),
    z.transform(Math.round),
  );

/** A yearly use of empty or 0 is "not given". */
const notGiven = (value: unknown) => isEmpty(value) || value === 0 || value === '0';

/** Optional: empty or 0 means "not given". Decimals (as bills print them) are rounded. */
function annualUse(field: keyof typeof ANNUAL_USE_LIMITS) {
  const { label, max } = ANNUAL_USE_LIMITS[field];
  const message = `${label} must be a number of kWh from 1 to ${max.toLocaleString('en-GB')}, or left empty`;
  return orWhenBlank(z.nullable(roundedNumber(/,/g, 1, max, message)), null, notGiven);
}

/** Any fuel use over the largest unit's ceiling is a slip in every unit; each unit's own ceiling is checked with the heating. */
const FUEL_USE_CEILING = Math.max(...FUEL_USE_UNITS.map(maxFuelUse));
const FUEL_USE_MESSAGE = 'Yearly fuel use must be a number from 1 upwards, or left empty';

const unitWords = (units: ReadonlyArray<{ label: string }>) => units.map((unit) => unit.label).join(', ');

type FuelUseFields = Pick<PropertyInput, 'heatingSystem' | 'annualFuelUse' | 'annualFuelUnit'> & { heatingFuel: PropertyInput['heatingFuel'] };

/**
 * The year's fuel use belongs to the fuel the heating burns, in one of that fuel's units and within
 * that unit's ceiling; a unit sent without an amount is dropped.
 */
function checkFuelUse<T extends FuelUseFields>(profile: T, context: { issues: z.core.$ZodRawIssue[] }): T {
  const { annualFuelUse: amount, annualFuelUnit } = profile;
  if (amount === null) return { ...profile, annualFuelUnit: null };
  const fuel = meteredHeatingFuel(profile.heatingSystem, profile.heatingFuel);
  if (!fuel) return reportAt(context, amount, 'Yearly fuel use is asked only of oil, LPG, coal or wood heating: leave it empty for this heating', 'annualFuelUse');
  const word = METERED_FUEL_WORDS[fuel];
  const unit = fuelUseUnit(annualFuelUnit);
  if (unit?.fuel !== fuel) return reportAt(context, annualFuelUnit, `Say which unit your yearly ${word} use is in: ${unitWords(unitsOfFuel(fuel))}`, 'annualFuelUnit');
  const max = maxFuelUse(unit);
  if (amount > max) return reportAt(context, amount, `Yearly ${word} use must be a number of ${unit.label} from 1 to ${max.toLocaleString('en-GB')}, or left empty`, 'annualFuelUse');
  return profile;
}

/** Loft insulation in whole mm, or null when not known; decimals are rounded. */
const loftInsulationMm = orWhenBlank(
  z.nullable(
    roundedNumber(
      /mm$/i,
      LOFT_INSULATION_MM.min,
      LOFT_INSULATION_MM.max,
      `Loft insulation must be a depth in mm from ${LOFT_INSULATION_MM.min} to ${LOFT_INSULATION_MM.max}, or left empty if you are not sure`,
    ),
  ),
  null,
  (value) => typeof value !== 'number' && isUnknown(value),
);

/** true or false; not given is false. */
const flag = (field: string) =>
  orWhenBlank(z.boolean({ error: `${field} must be true or false` }), false, (value) => value === undefined || value === null);

const email = orWhenBlank(
  z.nullable(z.string({ error: EMAIL_MESSAGES.invalid }).check(z.trim(), z.refine(isValidEmail, { error: EMAIL_MESSAGES.invalid }), z.toLowerCase())),
  null,
  isUnknown,
);

const heatingSystem = optionalOneOf('heatingSystem', HEATING_SYSTEMS);

/**
 * The payload as the rules read it: anything but an object is an empty one, and the REST payload's
 * `contact_approval` is read before `contactApproval`.
 */
function asPayload(input: unknown): Record<string, unknown> {
  const data = isRecord(input) ? input : {};
  return { ...data, contact_approval: data.contact_approval ?? data.contactApproval };
}

/** Every required field that is missing is named at once, before any other rule is applied. */
const requiredFields = z.custom<Record<string, unknown>>().check(
  z.superRefine((payload, context) => {
    const missing = REQUIRED_PROPERTY_FIELDS.filter((field) => text(payload[field]) === '');
    if (missing.length > 0) context.addIssue({ code: 'custom', message: `Missing required property fields: ${missing.join(', ')}` });
  }),
);

/** In the order they are checked: the first field that breaks a rule is the problem reported. */
const fields = z.object({
  postcode: ukPostcode,
  heatingSystem,
  address: boundedText('address'),
  fullAddress: optionalText('fullAddress'),
  email,
  contact_approval: flag('contact_approval'),
  priority: orWhenBlank(anyCaseOneOf('priority', values(PRIORITIES)), DEFAULT_PRIORITY, isUnknown),
  propertyType: anyCaseOneOf('propertyType', PROPERTY_TYPES),
  yearBuilt: anyCaseOneOf('yearBuilt', YEAR_BUILT_BANDS),
  floorArea: homeSize('floorArea'),
  numBedrooms: homeSize('numBedrooms'),
  heatingFuel: statedFact('heatingFuel', HEATING_FUELS),
  epcRating: optionalOneOf('epcRating', values(EPC_RATINGS)),
  epcValidUntil: optionalText('epcValidUntil'),
  tenure: optionalOneOf('tenure', TENURES),
  rentalRole: statedFact('rentalRole', RENTAL_ROLES),
  solarPVPanels: flag('solarPVPanels'),
  solarWaterHeating: flag('solarWaterHeating'),
  annualGasKwh: annualUse('annualGasKwh'),
  annualElectricityKwh: annualUse('annualElectricityKwh'),
  annualFuelUse: orWhenBlank(z.nullable(roundedNumber(/,/g, 1, FUEL_USE_CEILING, FUEL_USE_MESSAGE)), null, notGiven),
  annualFuelUnit: optionalOneOf('annualFuelUnit', FUEL_USE_UNITS.map((unit) => unit.value)),
  wallInsulation: statedFact('wallInsulation', WALL_INSULATION_OPTIONS),
  loftInsulationMm,
  glazing: statedFact('glazing', GLAZING_OPTIONS),
  boilerType: statedFact('boilerType', BOILER_TYPES),
  heatingControls: statedFact('heatingControls', HEATING_CONTROL_OPTIONS),
  flatPosition: statedFact('flatPosition', FLAT_POSITIONS),
});

/**
 * A home profile: options match in any case, and what the wizard sends for "not known" (see
 * UNKNOWN) leaves an optional answer unanswered.
 * @public for the transports, which parse the payload with it where it arrives
 */
export const propertyInputSchema: z.ZodMiniType<PropertyInput> = z.pipe(
  z.pipe(z.transform(asPayload), requiredFields),
  z.pipe(
    z.pipe(
      fields,
      // The fuel is asked only of an 'Other' heating: any other heating's (still checked) is not kept, and null marks it.
      z.transform(({ contact_approval: contactApproval, heatingFuel, ...rest }) => ({ ...rest, heatingFuel: rest.heatingSystem === 'Other' ? heatingFuel : null, contactApproval })),
    ),
    z.transform(checkFuelUse),
  ),
);

/**
 * Validates and normalises a property payload, accepting the REST payload's snake_case
 * `contact_approval` as well as `contactApproval`. Shared by both transports and the client.
 */
export function checkPropertyInput(input: unknown): PropertyInputCheck {
  return checkWith(propertyInputSchema, input);
}
