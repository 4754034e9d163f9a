import type { EpcBand } from './types.js';

/**
 * SAP 10.2 Table 12 prices (p/kWh), BRE SAP 10.2 specification 11-04-2023. Gas and electricity are
 * from the reference notes; the other rows are our estimates of the same table and flagged as such.
 */
export const SAP_PRICES = {
  gas: 3.64,
  electricity: 16.49,
  electricityOffPeak: 9.4,
  oil: 4.94,
  heatNetwork: 4.24,
  solarExport: 5,
} as const;

export const SAP_PRICE_ESTIMATES = 'SAP rating prices for oil (4.94 p), heat networks (4.24 p), 7-hour low rate (9.4 p) and export (5 p) are estimates';

/** SAP 10.2: ECF = 0.36 × cost / (TFA + 45); SAP = 100 - 16.21 × ECF below 3.5, else 108.8 - 120.5 × log10(ECF). */
export function sapScore(annualCostGbp: number, floorArea: number): number {
  const ecf = (0.36 * annualCostGbp) / (floorArea + 45);
  const sap = ecf < 3.5 ? 100 - 16.21 * ecf : 108.8 - 120.5 * Math.log10(ecf);
  return Math.max(1, Math.round(sap));
}

/** ONS bands: A 92+, B 81-91, C 69-80, D 55-68, E 39-54, F 21-38, G 1-20. */
const BAND_FLOORS: ReadonlyArray<readonly [number, EpcBand]> = [[92, 'A'], [81, 'B'], [69, 'C'], [55, 'D'], [39, 'E'], [21, 'F']];

export function epcBand(score: number): EpcBand {
  for (const [floor, band] of BAND_FLOORS) if (score >= floor) return band;
  return 'G';
}

export const BAND_RANGES: Record<EpcBand, readonly [number, number]> = {
  A: [92, 100], B: [81, 91], C: [69, 80], D: [55, 68], E: [39, 54], F: [21, 38], G: [1, 20],
};
