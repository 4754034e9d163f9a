import { formatCount } from '@warmwise/common';

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** '3 May 2026', as a UK reader writes a date. */
export const dateText = (date: Date) => DATE.format(date);

/** '£1,234'; a figure the plan never gives below zero. */
export const gbp = (value: number) => `£${formatCount(value)}`;

/** '£1,234 a year'. */
export const gbpAYear = (value: number) => `${gbp(value)} a year`;

/**
 * 'saves about £120 a year'; for a change that costs more to run, 'costs about £50 a year more'; for a
 * survey or a certificate, which saves nothing itself, the same words as the plan screen, never '£0'.
 */
export function savingText(value: number): string {
  if (value < 0) return `costs about ${gbp(-value)} a year more`;
  return value === 0 ? 'saves nothing on its own' : `saves about ${gbpAYear(value)}`;
}

/** '1,234 kg a year' of CO2. */
export const kgAYear = (value: number) => `${formatCount(value)} kg a year`;

/** 'About 7 years' ('About 1 year'), or a dash where a measure has no payback (it is free, or saves nothing). */
export function paybackText(years: number | null): string {
  if (years === null || years <= 0) return '–';
  const whole = Math.max(1, Math.round(years));
  return `About ${whole} ${whole === 1 ? 'year' : 'years'}`;
}

/** 'D (63)': a band with its score. */
export const ratingText = (band: string, score: number) => `${band} (${score})`;

/** The words on every page of a copy, and under its e-mail. */
export const ESTIMATES_NOTE = 'Estimates: a survey confirms them';
