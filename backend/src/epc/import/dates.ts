const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?)?$/;

/** 'YYYY-MM-DD' naming a real day between 1900 and 2199 (the register's dates are 2007 onwards). */
export function isCalendarDate(value: string): boolean {
  // The usual shape, read without a regular expression (this runs for every row).
  if (value.length === 10) {
    const year = digits(value, 0, 4);
    const month = digits(value, 5, 2);
    const day = digits(value, 8, 2);
    return year !== -1 && month !== -1 && day !== -1 && value.charCodeAt(4) === DASH && value.charCodeAt(7) === DASH && isDay(year, month, day);
  }
  const match = DATE.exec(value);
  return match !== null && isDay(+match[1], +match[2], +match[3]);
}

/** 'YYYY-MM-DD', optionally followed by ' HH:MM[:SS[.ffffff]]' (or 'T' between), all in range. */
export function isDateTime(value: string): boolean {
  // 'YYYY-MM-DD HH:MM:SS', the register's form, read without a regular expression.
  if (value.length === 19 && value.charCodeAt(10) === SPACE && value.charCodeAt(13) === COLON && value.charCodeAt(16) === COLON) {
    const hour = digits(value, 11, 2);
    const minute = digits(value, 14, 2);
    const second = digits(value, 17, 2);
    return isCalendarDate(value.slice(0, 10)) && hour !== -1 && hour < 24 && minute !== -1 && minute < 60 && second !== -1 && second < 60;
  }
  const match = DATE_TIME.exec(value);
  if (match === null || !isDay(+match[1], +match[2], +match[3])) return false;
  if (match[4] === undefined) return true;
  return +match[4] < 24 && +match[5] < 60 && (match[6] === undefined || +match[6] < 60);
}

const DASH = 45;
const SPACE = 32;
const COLON = 58;

/** The number written by `count` ASCII digits at `from`, or -1 when one of them is not a digit. */
function digits(value: string, from: number, count: number): number {
  let n = 0;
  for (let i = from; i < from + count; i++) {
    const d = value.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isDay(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return false;
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= DAYS_IN_MONTH[month - 1] + (leap ? 1 : 0);
}
