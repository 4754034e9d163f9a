import { formatAnnualSaving, formatCount } from '@warmwise/common';

/** Whole pounds a year, as the plan's tiles write money: '£1,323 a year'. */
export const poundsAYear = (value: number): string => `£${formatCount(value)} a year`;

/**
 * A measure's saving in the same words as its card, from its signed yearly figure: a survey or a
 * certificate saves nothing itself, and a measure that costs more to run says so ('Costs about £70
 * a year more'), as its step does, rather than 'No saving on its own'.
 */
export function measureSaving(annualSavingGbp: number): string {
  return annualSavingGbp === 0 ? 'No saving on its own' : formatAnnualSaving(Math.max(0, annualSavingGbp), annualSavingGbp);
}

/** What a step adds to the plan's saving; a step can cost more to run (a heat pump on the cap). */
export function stepSaving(savings: number): string {
  if (savings > 0) return `Saves ${poundsAYear(savings)}`;
  if (savings < 0) return `Adds ${poundsAYear(-savings)} to the bill`;
  return 'Saves nothing on its own';
}

/** 'C (72)': the band first, as the certificate shows it, then the score behind it. */
export const ratingText = (band: string, score: number): string => `${band} (${score})`;

/**
 * The measures of a step whose price the step's cost cannot include (the survey's 'Variable'):
 * named beside the cost, so it does not silently leave them out.
 */
export function uncountedCosts(measures: ReadonlyArray<{ title: string; cost: string }>): string[] {
  return measures.filter(({ cost }) => !/\d/.test(cost) && !/^\s*free\s*$/i.test(cost)).map(({ title }) => title);
}

/** 'Step cost: £740 - £1,870', and what it leaves out: ', plus the price of Booking a Home Survey'. */
export function stepCost(cost: string, uncounted: readonly string[]): string {
  const priced = `Step cost: ${cost}`;
  return uncounted.length === 0 ? priced : `${priced}, plus the price of ${uncounted.join(' and ')}`;
}
