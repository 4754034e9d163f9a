import { estimateHome } from './estimate.js';
import { resolveFitted } from './metered-calibration.js';
import { priceTable, pricesForPostcode } from './prices.js';
import type { EnergyEstimate, HomeProfile } from './types.js';

/** Estimates a home's annual energy, bills, CO2 and SAP-like rating, with the defaults it had to assume. */
export function estimateEnergy(profile: HomeProfile, priceTableId?: string): EnergyEstimate & { assumptions: string[] } {
  const prices = priceTableId ? priceTable(priceTableId) : pricesForPostcode(profile.postcode);
  const { home, assumptions } = resolveFitted(profile, prices);
  return { ...estimateHome(home, prices), assumptions };
}
