/**
 * An EPC's 'valid until' is free text (an optional day, a month name and a
 * four-digit year), and an 'Expired' badge shows when it has passed, on the profile step and the
 * plan's overview alike. The text is free-form, such
 * as '2031 December', '31 December 2031' or '2031-12-31'; some records carry the lodgement year in
 * front ('2021 31 December 2031'), so a leading 4-digit year is stripped first when what remains
 * still reads as a date. A missing day means the end of the month.
 */
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function monthIndex(name: string): number {
  const key = name.toLowerCase();
  return MONTHS.findIndex((month) => month === key || (key.length >= 3 && month.startsWith(key)));
}

// Day 31 of a 30-day month means its last day, not the 1st of the next.
function endOfDay(year: number, month: number, day: number): Date | null {
  if (month < 0 || month > 11) return null;
  const lastDay = new Date(year, month + 1, 0).getDate();
  return new Date(year, month, Math.min(day, lastDay), 23, 59, 59, 999);
}

const DAY_MONTH_YEAR = /^(?:(\d{1,2})(?:st|nd|rd|th)?\s+)?([a-z]+)\.?,?\s+(\d{4})$/i;
const YEAR_MONTH = /^(\d{4})\s+([a-z]+)$/i;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s].*)?$/;
const UK_NUMERIC = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * The last moment the certificate is valid, or null when the text is not a date.
 * @internal exported for its tests
 */
export function parseEpcValidUntil(text: string): Date | null {
  const value = text.trim();
  let match = DAY_MONTH_YEAR.exec(value);
  if (match?.[2] && match[3]) return endOfDay(Number(match[3]), monthIndex(match[2]), match[1] ? Number(match[1]) : 31);
  match = YEAR_MONTH.exec(value);
  if (match?.[1] && match[2]) return endOfDay(Number(match[1]), monthIndex(match[2]), 31);
  match = ISO.exec(value);
  if (match?.[1] && match[2] && match[3]) return endOfDay(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  match = UK_NUMERIC.exec(value);
  if (match?.[1] && match[2] && match[3]) return endOfDay(Number(match[3]), Number(match[2]) - 1, Number(match[1]));
  return null;
}

/** The last moment a 'valid until' text names, a leading lodgement year stripped first; null when it names none. */
function validUntilMoment(validUntil: string | null | undefined): Date | null {
  if (!validUntil?.trim()) return null;
  const stripped = validUntil.trim().replace(/^\d{4}\s+/, '');
  return (stripped !== validUntil.trim() ? parseEpcValidUntil(stripped) : null) ?? parseEpcValidUntil(validUntil);
}

export function isEpcExpired(validUntil: string | null | undefined, now: Date = new Date()): boolean {
  const expiry = validUntilMoment(validUntil);
  return expiry !== null && expiry.getTime() < now.getTime();
}

/** The day a 'valid until' text names, as YYYY-MM-DD (the householder's own certificate); null when it names none. */
export function epcValidUntilDay(validUntil: string | null | undefined): string | null {
  const expiry = validUntilMoment(validUntil);
  if (!expiry) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${expiry.getFullYear()}-${pad(expiry.getMonth() + 1)}-${pad(expiry.getDate())}`;
}
