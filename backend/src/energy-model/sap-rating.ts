import type { EpcBand } from './types.js';

/**
 * SAP 10.2 Table 12 prices (p/kWh), BRE SAP 10.2 specification, amendment of 14-03-2025 (transcribed
 * from BRE's PDF p.189 in the open SAP calculator Hestia-Homes/Model, a secondary copy): mains gas
 * 3.64, standard electricity 16.49, 7-hour tariff high 19.60 and low 9.40, heating oil 4.94, bulk LPG
 * 6.74, smokeless fuel 5.91 (what coal heating burns, as for bills; house coal 5.58), wood logs 5.12,
 * PV export 5.59. The heat network price is our estimate: Table 12's was not seen.
 */
export const SAP_PRICES = {
  gas: 3.64,
  electricity: 16.49,
  electricitySevenHourHigh: 19.6,
  electricityOffPeak: 9.4,
  oil: 4.94,
  heatNetwork: 4.24,
  lpg: 6.74,
  coal: 5.91,
  wood: 5.12,
  /** "Electricity sold to grid, PV" (SAP 10.2 Table 12, fuel code 60). */
  solarExport: 5.59,
} as const;

export const SAP_PRICE_ESTIMATES = 'The SAP rating price for heat networks (4.24 p) is an estimate; the other SAP 10.2 Table 12 prices are a secondary transcription';

/**
 * Standing charges the rating adds to its cost (SAP 10.2 worksheet line 251; Table 12): £120 a year
 * when mains gas heats the space or the water (SAP 10.2 Table 12; RdSAP 10 Table 32), and the extra
 * bulk LPG's tank standing charge (£70, SAP 2012 Table 12, **estimate** for SAP 10.2), the extra
 * standing charge of an off-peak electricity tariff (£24 for a 7-hour tariff, **estimate**: the SAP
 * 2012 figure; RdSAP 10 Table 32 gives £23 for a 10-hour tariff). A standard electricity tariff's
 * standing charge is left out, since every home pays it.
 */
export const SAP_STANDING_CHARGES_GBP = { gas: 120, lpg: 70, offPeakElectricity: 24 } as const;

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
