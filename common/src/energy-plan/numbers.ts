import { NUMBER_MESSAGES } from './constants.js';
import { describeValue } from './values.js';

export type NumberCheck = { ok: true; value: number } | { ok: false; message: string };

export interface NumberRules {
  /** False where zero is meaningless (efficiency scores). Defaults to true. */
  allowZero?: boolean;
}

function invalidNumberMessage(value: unknown): string {
  return `Must be a valid number, got: ${describeValue(value)}`;
}

/** Checks a figure given as a number or as plain numeric text ('65'), with the plan's number messages. */
export function checkNumber(value: unknown, rules: NumberRules = {}): NumberCheck {
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : NaN;
  if (Number.isNaN(parsed)) return { ok: false, message: invalidNumberMessage(value) };
  if (!Number.isFinite(parsed)) return { ok: false, message: NUMBER_MESSAGES.notFinite };
  if (parsed < 0) return { ok: false, message: NUMBER_MESSAGES.negative };
  if (parsed === 0 && rules.allowZero === false) return { ok: false, message: NUMBER_MESSAGES.notPositive };
  return { ok: true, value: parsed };
}

// Units whose names hold a digit would otherwise be read as the amount ('CO2: 120 kg').
const DIGIT_UNITS = /co2|co₂|m2|m²|m3|m³/gi;
const CURRENCY_SYMBOLS = /[£$€¥]/g;
const RANGE = /(\d+(?:\.\d+)?)\s*(?:-|–|—|to)\s*(\d+(?:\.\d+)?)/i;
const FIRST_INTEGER = /\d+/;

/**
 * A figure written as text ('£1,200 per year', '£300 - £500', '120 kg'): currency symbols,
 * commas and units are ignored; a range gives its midpoint, otherwise the first integer counts.
 * Text with no number in it ('Free', 'TBC') gives 0: a figure that cannot be read counts as none.
 */
export function parseAmountText(text: string): number {
  const cleaned = text.replace(DIGIT_UNITS, ' ').replace(CURRENCY_SYMBOLS, '').replace(/,/g, '');
  const range = RANGE.exec(cleaned);
  if (range) {
    // Rounded so a range gives a whole figure, like the first-integer rule does.
    return Math.round((Number(range[1]) + Number(range[2])) / 2);
  }
  const first = FIRST_INTEGER.exec(cleaned);
  return first ? Number.parseInt(first[0], 10) : 0;
}
