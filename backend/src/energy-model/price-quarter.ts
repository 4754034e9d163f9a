import { z } from 'zod';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .regex(ISO_DATE, `${field} must be a date (YYYY-MM-DD)`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${field} must be a real date`);

/**
 * How far a figure can be trusted: P the publisher's own page, S a third party quoting it, S-code a
 * figure transcribed into a public code repository, derived arithmetic on those, estimate our own.
 */
const PRICE_GRADES = ['P', 'S', 'S-code', 'derived', 'estimate'] as const;

/** Where the prices of a period apply: Great Britain's price cap, or Northern Ireland's own regulated tariffs. */
const PRICE_REGIONS = ['GB', 'NI'] as const;
export type PriceRegion = (typeof PRICE_REGIONS)[number];

/**
 * Every fuel and tariff a period prices, what each needs, and how a person names it. Economy 7's
 * unit rate is its day rate; its night rate and its own standing charge come with it.
 */
export const PRICED_FUELS = {
  electricity: { name: 'electricity, single rate', standing: true, night: false },
  economy7: { name: 'Economy 7 electricity', standing: true, night: true },
  gas: { name: 'mains gas', standing: true, night: false },
  oil: { name: 'heating oil (kerosene)', standing: false, night: false },
  lpgBulk: { name: 'LPG, bulk tank', standing: false, night: false },
  lpgBottled: { name: 'LPG, bottled', standing: false, night: false },
  houseCoal: { name: 'house coal', standing: false, night: false },
  smokeless: { name: 'smokeless fuel', standing: false, night: false },
  woodLogs: { name: 'wood logs', standing: false, night: false },
  woodPellets: { name: 'wood pellets', standing: false, night: false },
  heatNetwork: { name: 'heat network', standing: true, night: false },
  export: { name: 'solar export (Smart Export Guarantee)', standing: false, night: false },
} as const;
export type PricedFuel = keyof typeof PRICED_FUELS;
export const PRICED_FUEL_KEYS = Object.keys(PRICED_FUELS) as PricedFuel[];

const rate = (what: string) => z.number({ error: `${what} must be a number` }).min(0, `${what} must not be negative`);

function fuelSchema(fuel: PricedFuel) {
  const { name, standing, night } = PRICED_FUELS[fuel];
  return z.object(
    {
      unitRate: rate(night ? `${name} day rate (p/kWh)` : `${name} unit rate (p/kWh)`),
      nightRate: night ? rate(`${name} night rate (p/kWh)`) : z.undefined({ error: `${name} has no night rate; leave it empty` }).optional(),
      standingCharge: standing ? rate(`${name} standing charge (p/day)`) : z.undefined({ error: `${name} has no standing charge; leave it empty` }).optional(),
      period: z.string({ error: `${name} needs the period its figure is for` }).trim().min(3, `${name} needs the period its figure is for`),
      grade: z.enum(PRICE_GRADES, { error: `${name} grade must be one of ${PRICE_GRADES.join(', ')}` }),
      source: z.string({ error: `${name} needs its source` }).trim().min(10, `${name} source must say where the figure comes from`),
    },
    { error: `${name} is missing: give its ${night ? 'day and night rates' : 'unit rate'}${standing ? ', standing charge' : ''}, period, grade and source` },
  );
}

const fuelsSchema = z.object(Object.fromEntries(PRICED_FUEL_KEYS.map((fuel) => [fuel, fuelSchema(fuel)])) as {
  [F in PricedFuel]: ReturnType<typeof fuelSchema>;
}, { error: 'fuels is missing: give every fuel its figures' });

/**
 * One period of prices, as `npm run prices:add` takes it and backend/data keeps it: a quarter of
 * Ofgem's cap (GB average, direct debit, incl. VAT) or of Northern Ireland's tariffs, with every fuel
 * a plan may bill, each with the period its figure is for, its source and its grade.
 */
const priceQuarterSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{3,40}$/, 'id must be 3-40 lower-case letters, digits or hyphens').optional(),
    region: z.enum(PRICE_REGIONS, { error: 'region must be GB or NI' }).default('GB'),
    validFrom: isoDate('validFrom'),
    validTo: isoDate('validTo'),
    paymentMethod: z.literal('direct_debit', { error: 'paymentMethod must be direct_debit, the one we model' }).default('direct_debit'),
    fuels: fuelsSchema,
  })
  .refine((quarter) => quarter.validFrom < quarter.validTo, { message: 'validTo must come after validFrom', path: ['validTo'] });

export type PriceQuarter = z.infer<typeof priceQuarterSchema> & { id: string };
export type FuelPrice = PriceQuarter['fuels'][PricedFuel];

// Written out: en-GB's short months include 'Sept', where Ofgem and the press write 'Sep'.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthOf = (isoDate: string) => MONTHS[Number(isoDate.slice(5, 7)) - 1];

/** 'Oct-Dec 2026'. */
export const periodLabel = (validFrom: string, validTo: string) => `${monthOf(validFrom)}-${monthOf(validTo)} ${validTo.slice(0, 4)}`;

/** 'Ofgem cap, Oct-Dec 2026' (or 'Northern Ireland tariffs, ...'): how a plan names its prices. */
export const quarterLabel = (validFrom: string, validTo: string, region: PriceRegion = 'GB') =>
  `${region === 'NI' ? 'Northern Ireland tariffs' : 'Ofgem cap'}, ${periodLabel(validFrom, validTo)}`;

/** 'ofgem-cap-2026-q4' (or 'ni-tariffs-2026-q4') for a quarter starting in October 2026. */
const quarterId = (validFrom: string, region: PriceRegion) =>
  `${region === 'NI' ? 'ni-tariffs' : 'ofgem-cap'}-${validFrom.slice(0, 4)}-q${Math.floor((Number(validFrom.slice(5, 7)) - 1) / 3) + 1}`;

/** A problem with one field, where it is: its path in the input, and its message. */
export interface QuarterProblem {
  path: readonly PropertyKey[];
  message: string;
}

/** Every problem with a quarter, each said as a person can act on it; or the quarter when it is sound. */
export function parsePriceQuarter(input: unknown): { ok: true; quarter: PriceQuarter } | { ok: false; problems: QuarterProblem[] } {
  const parsed = priceQuarterSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message })) };
  return { ok: true, quarter: { ...parsed.data, id: parsed.data.id ?? quarterId(parsed.data.validFrom, parsed.data.region) } };
}

/** The dated span of a row already in the table, for the overlap test. */
export interface DatedSpan {
  id: string;
  validFrom: string;
  validTo?: string;
  region?: PriceRegion;
}

/** What stops the quarter joining the rows: dates overlapping one of its region, or an id one already has; null when it fits. */
export function clashWith(quarter: PriceQuarter, rows: readonly DatedSpan[]): string | null {
  const overlapped = rows.find(
    (row) => row.validTo && (row.region ?? 'GB') === quarter.region && quarter.validFrom <= row.validTo && row.validFrom <= quarter.validTo,
  );
  if (overlapped) return `${quarter.validFrom} to ${quarter.validTo} overlaps '${overlapped.id}' (${overlapped.validFrom} to ${overlapped.validTo})`;
  const named = rows.find((row) => row.id === quarter.id);
  return named ? `the table already has a row '${named.id}'` : null;
}
