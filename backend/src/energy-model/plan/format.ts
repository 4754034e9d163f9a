import type { CostRange } from '../measures/measure.js';

/** Whole pounds as a person reads them: '£10,000'. */
export const gbp = (v: number) => `£${Math.round(v).toLocaleString('en-GB')}`;

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A YYYY-MM-DD date as a person reads it: '1 October 2030'. */
export const longDate = (isoDate: string) => LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));

/** A cost as the cards show it: '£a - £b', 'Free', or 'Variable' when it has to be quoted per home. */
export function costText(cost: CostRange): string {
  if (cost === null) return 'Variable';
  if (cost.max <= 0) return 'Free';
  return cost.min === cost.max ? gbp(cost.min) : `${gbp(cost.min)} - ${gbp(cost.max)}`;
}

/** Simple payback (cost / annual saving) on the midpoint cost; null when nothing is saved. */
export function paybackYears(cost: CostRange, annualSaving: number): number | null {
  if (cost === null || annualSaving <= 0) return null;
  const mid = (cost.min + cost.max) / 2;
  return Math.round((mid / annualSaving) * 10) / 10;
}
