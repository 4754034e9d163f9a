import type { CostRange } from './measure.js';

/** Every cost the plan shows is in this year's pounds. */
export const COST_PRICE_YEAR = 2025;

/**
 * UK consumer price inflation, annual average rates (ONS CPI, series D7G7); 2025 is our estimate from
 * the monthly rates so far. CPI is a cautious proxy for installers' prices: construction output prices
 * rose faster than consumer prices in 2021-22, so costs uprated this way are, if anything, low.
 */
const CPI_ANNUAL_RATE: Readonly<Record<number, number>> = {
  2018: 0.025, 2019: 0.018, 2020: 0.009, 2021: 0.026, 2022: 0.091, 2023: 0.073, 2024: 0.025, 2025: 0.034,
};

/** How much prices rose from `year` to the cost price year (1 for a cost already in 2025 pounds). */
export function uprateFactor(year: number): number {
  let factor = 1;
  for (let y = year + 1; y <= COST_PRICE_YEAR; y++) factor *= 1 + (CPI_ANNUAL_RATE[y] ?? 0);
  return factor;
}

export const UPRATING_SOURCE = 'ONS consumer prices index (CPI) annual rates; 2025 estimate';

/** A range in `year`'s pounds, restated in the cost price year's. */
export function uprated(cost: CostRange, year: number): CostRange {
  const factor = uprateFactor(year);
  return cost === null || factor === 1 ? cost : { min: cost.min * factor, max: cost.max * factor };
}
