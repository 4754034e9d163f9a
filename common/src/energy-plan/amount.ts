import { PLAN_MESSAGES } from './constants.js';
import { checkNumber, parseAmountText } from './numbers.js';
import type { Amount, AmountRange } from './types.js';
import { isRecord, readText } from './values.js';

export type AmountCheck = { ok: true; value: Amount | undefined } | { ok: false; message: string };

const RANGE_KEYS = [
  ['min', 'max'],
  ['low', 'high'],
  ['from', 'to'],
] as const;

function rangeEnds(value: unknown): [unknown, unknown] | undefined {
  if (Array.isArray(value)) return value.length === 2 ? [value[0], value[1]] : undefined;
  if (!isRecord(value)) return undefined;
  const keys = RANGE_KEYS.find(([low, high]) => low in value && high in value);
  return keys ? [value[keys[0]], value[keys[1]]] : undefined;
}

/**
 * A recommendation's cost or savings. Text is kept as written because it is shown to people
 * ('Free', '£50-£100'); numbers and ranges must be finite and non-negative.
 */
export function checkAmount(value: unknown): AmountCheck {
  if (value === undefined || value === null) return { ok: true, value: undefined };
  if (typeof value === 'string') return { ok: true, value: readText(value) };
  if (typeof value === 'number') return checkNumber(value);
  const ends = rangeEnds(value);
  if (!ends) return { ok: false, message: PLAN_MESSAGES.amountType };
  const low = checkNumber(ends[0]);
  if (!low.ok) return low;
  const high = checkNumber(ends[1]);
  if (!high.ok) return high;
  // A reversed range is still the same range; people write '£500-£300' by mistake.
  const range: AmountRange = { min: Math.min(low.value, high.value), max: Math.max(low.value, high.value) };
  return { ok: true, value: range };
}

/** One figure for sums: text is parsed, a range gives its midpoint, nothing gives 0. */
export function amountToNumber(amount: Amount | undefined): number {
  if (amount === undefined) return 0;
  if (typeof amount === 'string') return parseAmountText(amount);
  if (typeof amount === 'number') return amount;
  return Math.round((amount.min + amount.max) / 2);
}
