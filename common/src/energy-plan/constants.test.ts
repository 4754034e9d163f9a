import { PLAN_DEFAULTS } from './constants.js';
import { epcBandOf } from './rating-bands.js';

// The defaults fill gaps in a plan together, so they must describe one possible home.
describe('the energy plan defaults describe one coherent improvement', () => {
  it('gives each default rating the band of its default score', () => {
    expect(epcBandOf(PLAN_DEFAULTS.currentEnergyEfficiency)).toBe(PLAN_DEFAULTS.currentEpcRating);
    expect(epcBandOf(PLAN_DEFAULTS.potentialEnergyEfficiency)).toBe(PLAN_DEFAULTS.potentialEpcRating);
  });

  it('improves on the current rating, and names the potential rating as the improvement', () => {
    expect(PLAN_DEFAULTS.potentialEnergyEfficiency).toBeGreaterThan(PLAN_DEFAULTS.currentEnergyEfficiency);
    expect(PLAN_DEFAULTS.epcImprovement).toBe(PLAN_DEFAULTS.potentialEpcRating);
  });
});
