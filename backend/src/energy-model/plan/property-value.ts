import type { EpcBand } from '../types.js';

/**
 * Two published associations between a home's EPC band and its sale price, used as the two ends of a
 * range. Both come from sales data across the market; neither is a valuation of one home.
 *
 * Upper end: DECC (2013) "An investigation of the effect of EPC ratings on house prices" (Fuerst et
 * al., 300,000+ repeat sales in England), premiums over band G: F and E about 6%, D 8%, C 10%, A/B 14%.
 *
 * Lower end: Nationwide Building Society (2022), 2021-22 sales in England and Wales against band D:
 * A/B 1.7% more, F/G 3.5% less. C and E are not published separately; halfway to the next figure
 * (C +0.8%, E -1.7%) is our estimate.
 */
const DECC_PREMIUM_OVER_G: Record<EpcBand, number> = { A: 0.14, B: 0.14, C: 0.1, D: 0.08, E: 0.06, F: 0.06, G: 0 };
const NATIONWIDE_PREMIUM_OVER_D: Record<EpcBand, number> = { A: 0.017, B: 0.017, C: 0.008, D: 0, E: -0.017, F: -0.035, G: -0.035 };

export const PROPERTY_VALUE_SOURCE =
  'a market association from sales data, not a valuation: the range runs from Nationwide (2022) to DECC (2013), An investigation of the effect of EPC ratings on house prices, from your lodged or modelled current band';

interface PercentRange {
  low: number;
  high: number;
}

const change = (premiums: Record<EpcBand, number>, from: EpcBand, to: EpcBand) => ((1 + premiums[to]) / (1 + premiums[from]) - 1) * 100;
const oneDecimal = (pct: number) => Math.max(0, Math.round(pct * 10) / 10);

/**
 * The price difference sales data associate with moving from one band to another, % (never below 0).
 * @internal exported for its tests
 */
export function propertyValueRange(from: EpcBand, to: EpcBand): PercentRange {
  const ends = [change(NATIONWIDE_PREMIUM_OVER_D, from, to), change(DECC_PREMIUM_OVER_G, from, to)].map(oneDecimal);
  return { low: Math.min(...ends), high: Math.max(...ends) };
}

/** The upper end, for callers that want one number. */
export function propertyValueIncreasePct(from: EpcBand, to: EpcBand): number {
  return propertyValueRange(from, to).high;
}

/** The tile's text: 'about 3-8%', 'about 2%' when both ends agree, '0%' when the band does not change. */
export function propertyValueIncreaseText(from: EpcBand, to: EpcBand): string {
  const { low, high } = propertyValueRange(from, to);
  if (high <= 0) return '0%';
  if (high < 0.5) return 'about <1%';
  const [lowText, highText] = [String(Math.round(low)), String(Math.round(high))];
  return lowText === highText ? `about ${highText}%` : `about ${lowText}-${highText}%`;
}
