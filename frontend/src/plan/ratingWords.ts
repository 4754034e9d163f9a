import { epcBandOf, formatCount } from '@warmwise/common';

/** 'D 64': the band first, as a certificate shows it, then the score behind it. */
export const rated = (score: number, band: string = epcBandOf(score)): string => `${band} ${score}`;

/** Whole pounds: '£1,750'. */
export const pounds = (value: number): string => `£${formatCount(value)}`;

/** '£1,750 - £2,500', or one figure when both ends agree. */
export const poundsRange = (min: number, max: number): string => (min === max ? pounds(min) : `${pounds(min)} - ${pounds(max)}`);

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A YYYY-MM-DD day as a person writes it: '1 October 2030'. */
export const longDate = (isoDay: string): string => LONG_DATE.format(new Date(`${isoDay}T00:00:00Z`));
