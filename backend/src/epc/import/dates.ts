const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?)?$/;

/** 'YYYY-MM-DD' naming a real day between 1900 and 2199 (the register's dates are 2007 onwards). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  return match !== null && isDay(+match[1], +match[2], +match[3]);
}

/** 'YYYY-MM-DD', optionally followed by ' HH:MM[:SS[.ffffff]]' (or 'T' between), all in range. */
export function isDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (match === null || !isDay(+match[1], +match[2], +match[3])) return false;
  if (match[4] === undefined) return true;
  return +match[4] < 24 && +match[5] < 60 && (match[6] === undefined || +match[6] < 60);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isDay(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return false;
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= DAYS_IN_MONTH[month - 1] + (leap ? 1 : 0);
}
