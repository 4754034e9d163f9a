import type { EpcBand } from '../types.js';

/**
 * Sale-price premium over band G homes, DECC (2013) "An investigation of the effect of EPC ratings on
 * house prices" (Fuerst et al., 300,000+ repeat sales in England): F and E about 6%, D 8%, C 10%, A/B
 * 14%. It is an association across the market, not a promise for one home; Knight Frank (2022) found
 * about 3% for a D to C move, of the same order.
 */
const PREMIUM_OVER_G: Record<EpcBand, number> = { A: 0.14, B: 0.14, C: 0.1, D: 0.08, E: 0.06, F: 0.06, G: 0 };

export const PROPERTY_VALUE_SOURCE = 'DECC (2013), An investigation of the effect of EPC ratings on house prices; estimate, not a valuation';

export function propertyValueIncreasePct(from: EpcBand, to: EpcBand): number {
  const pct = ((1 + PREMIUM_OVER_G[to]) / (1 + PREMIUM_OVER_G[from]) - 1) * 100;
  return Math.max(0, Math.round(pct * 10) / 10);
}

export function propertyValueIncreaseText(from: EpcBand, to: EpcBand): string {
  const pct = propertyValueIncreasePct(from, to);
  return pct <= 0 ? '0%' : `about ${Math.round(pct) || '<1'}%`;
}
