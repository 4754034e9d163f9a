import { formatCount } from '@warmwise/common';

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** '3 May 2026', as a UK reader writes a date. */
export const dateText = (date: Date) => DATE.format(date);

/** '£1,234'; a figure the plan never gives below zero. */
export const gbp = (value: number) => `£${formatCount(value)}`;

/** '£1,234 a year'. */
export const gbpAYear = (value: number) => `${gbp(value)} a year`;

/** 'saves about £120 a year', or for a change that costs more to run, 'costs about £50 a year more'. */
export const savingText = (value: number) => (value < 0 ? `costs about ${gbp(-value)} a year more` : `saves about ${gbpAYear(value)}`);

/** '1,234 kg a year' of CO2. */
export const kgAYear = (value: number) => `${formatCount(value)} kg a year`;

/** 'About 7 years', or a dash where a measure has no payback (it is free, or saves nothing). */
export const paybackText = (years: number | null) => (years !== null && years > 0 ? `About ${Math.max(1, Math.round(years))} years` : '–');

/** 'D (63)': a band with its score. */
export const ratingText = (band: string, score: number) => `${band} (${score})`;

/** The words on every page of a copy, and under its e-mail. */
export const ESTIMATES_NOTE = 'Estimates: a survey confirms them';
