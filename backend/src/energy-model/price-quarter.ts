import { z } from 'zod';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .regex(ISO_DATE, `${field} must be a date (YYYY-MM-DD)`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${field} must be a real date`);

const rate = (what: string) => z.number({ error: `${what} must be a number` }).min(0, `${what} must not be negative`);

const fuel = (name: string) =>
  z.object(
    { unitRate: rate(`${name} unit rate (p/kWh)`), standingCharge: rate(`${name} standing charge (p/day)`) },
    { error: `${name} is missing: give its unit rate (p/kWh) and standing charge (p/day)` },
  );

/**
 * One quarter of Ofgem's price cap, as `npm run prices:add` takes it and backend/data keeps it:
 * unit rates and standing charges for the two capped fuels, GB average, incl. VAT, for the one
 * payment method we model (direct debit). The fuels the cap does not cover keep their own figures.
 */
const priceQuarterSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{3,40}$/, 'id must be 3-40 lower-case letters, digits or hyphens').optional(),
    validFrom: isoDate('validFrom'),
    validTo: isoDate('validTo'),
    paymentMethod: z.literal('direct_debit', { error: 'paymentMethod must be direct_debit, the one we model' }).default('direct_debit'),
    electricity: fuel('electricity'),
    gas: fuel('gas'),
    source: z.string({ error: 'source is required' }).trim().min(10, 'source must say where the figures come from'),
  })
  .refine((quarter) => quarter.validFrom < quarter.validTo, { message: 'validTo must come after validFrom', path: ['validTo'] });

export type PriceQuarter = z.infer<typeof priceQuarterSchema> & { id: string };

// Written out: en-GB's short months include 'Sept', where Ofgem and the press write 'Sep'.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthOf = (isoDate: string) => MONTHS[Number(isoDate.slice(5, 7)) - 1];

/** 'Ofgem cap, Oct-Dec 2026': how a plan names its prices. */
export const quarterLabel = (validFrom: string, validTo: string) => `Ofgem cap, ${monthOf(validFrom)}-${monthOf(validTo)} ${validTo.slice(0, 4)}`;

/** 'ofgem-cap-2026-q4' for a quarter starting in October 2026. */
const quarterId = (validFrom: string) => `ofgem-cap-${validFrom.slice(0, 4)}-q${Math.floor((Number(validFrom.slice(5, 7)) - 1) / 3) + 1}`;

/** The first problem with a quarter, said as a person can act on it; null when it is sound. */
export function parsePriceQuarter(input: unknown): { ok: true; quarter: PriceQuarter } | { ok: false; message: string } {
  const parsed = priceQuarterSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  return { ok: true, quarter: { ...parsed.data, id: parsed.data.id ?? quarterId(parsed.data.validFrom) } };
}

/** The dated span of a row already in the table, for the overlap test. */
export interface DatedSpan {
  id: string;
  validFrom: string;
  validTo?: string;
}

/** What stops the quarter joining the rows: dates overlapping one, or an id one already has; null when it fits. */
export function clashWith(quarter: PriceQuarter, rows: readonly DatedSpan[]): string | null {
  const overlapped = rows.find((row) => row.validTo && quarter.validFrom <= row.validTo && row.validFrom <= quarter.validTo);
  if (overlapped) return `${quarter.validFrom} to ${quarter.validTo} overlaps '${overlapped.id}' (${overlapped.validFrom} to ${overlapped.validTo})`;
  const named = rows.find((row) => row.id === quarter.id);
  return named ? `the table already has a row '${named.id}'` : null;
}
