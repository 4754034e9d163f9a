import { PLAN_DEFAULTS } from './constants.js';

/** SAP's rating bands (the EPC scale): the lowest score of each letter, best first. */
const BAND_FLOORS: ReadonlyArray<[string, number]> = [
  ['A', 92],
  ['B', 81],
  ['C', 69],
  ['D', 55],
  ['E', 39],
  ['F', 21],
  ['G', 1],
];
const bandOf = (score: number) => BAND_FLOORS.find(([, floor]) => score >= floor)?.[0];

// The defaults fill gaps in a plan together, so they must describe one possible home.
describe('the energy plan defaults describe one coherent improvement', () => {
  it('gives each default rating the band of its default score', () => {
    expect(bandOf(PLAN_DEFAULTS.currentEnergyEfficiency)).toBe(PLAN_DEFAULTS.currentEpcRating);
    expect(bandOf(PLAN_DEFAULTS.potentialEnergyEfficiency)).toBe(PLAN_DEFAULTS.potentialEpcRating);
  });

  it('improves on the current rating, and names the potential rating as the improvement', () => {
    expect(PLAN_DEFAULTS.potentialEnergyEfficiency).toBeGreaterThan(PLAN_DEFAULTS.currentEnergyEfficiency);
    expect(PLAN_DEFAULTS.epcImprovement).toBe(PLAN_DEFAULTS.potentialEpcRating);
  });
});
