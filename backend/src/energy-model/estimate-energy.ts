import { estimateHome } from './estimate.js';
import { priceTable } from './prices.js';
import { resolveProfile } from './profile.js';
import type { EnergyEstimate, HomeProfile } from './types.js';

/** Estimates a home's annual energy, bills, CO2 and SAP-like rating, with the defaults it had to assume. */
export function estimateEnergy(profile: HomeProfile, priceTableId?: string): EnergyEstimate & { assumptions: string[] } {
  const { home, assumptions } = resolveProfile(profile);
  return { ...estimateHome(home, priceTable(priceTableId)), assumptions };
}
