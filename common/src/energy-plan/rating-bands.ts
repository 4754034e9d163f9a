import type { PlanEpcBand } from './types.js';

/** SAP's rating bands (the EPC scale): the lowest score of each letter, best first; below F's is G. */
const BAND_FLOORS: ReadonlyArray<readonly [PlanEpcBand, number]> = [
  ['A', 92],
  ['B', 81],
  ['C', 69],
  ['D', 55],
  ['E', 39],
  ['F', 21],
];

/** The band an energy efficiency rating (SAP score) falls in: 69 to 80 is C. */
export const epcBandOf = (score: number): PlanEpcBand => BAND_FLOORS.find(([, floor]) => score >= floor)?.[0] ?? 'G';
