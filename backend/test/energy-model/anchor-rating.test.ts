import { anchorRating } from '../../src/energy-model/plan/anchor-rating.js';
import { buildPlan } from '../../src/energy-model/index.js';
import { REFERENCE_PROFILE } from './calibration-cases.js';

describe('anchoring the rating to a lodged certificate', () => {
  it('shows the lodged score as current and adds the modelled gain for the potential', () => {
    const anchored = anchorRating(59, 80, { score: 66, band: 'D' });
    expect(anchored).toMatchObject({ current: 66, after: 87 });
    expect(anchored.note).toMatch(/lodged score is 66 \(band D\); our model rates the home 59 \(band D\)/);
    expect(anchored.note).toMatch(/add the 21 points/);
  });

  it('never exceeds 100 nor falls below the lodged score', () => {
    expect(anchorRating(59, 99, { score: 90 }).after).toBe(100);
    expect(anchorRating(59, 57, { score: 70 }).after).toBe(70);
  });

  it('prefers the score to a band and falls back to the band, then to the model', () => {
    expect(anchorRating(59, 80, { score: 75, band: 'D' }).current).toBe(75);
    expect(anchorRating(59, 80, { band: 'C' })).toMatchObject({ current: 69, after: 90 });
    expect(anchorRating(59, 80, {})).toEqual({ current: 59, after: 80 });
    expect(anchorRating(59, 80, { score: 0 })).toEqual({ current: 59, after: 80 });
  });

  it('carries the lodged score through the plan and explains the difference', () => {
    const modelled = buildPlan(REFERENCE_PROFILE, 'reduce_bills');
    const plan = buildPlan({ ...REFERENCE_PROFILE, epcScore: 64 }, 'reduce_bills');
    expect(plan.currentEnergyEfficiency).toBe(64);
    expect(plan.potentialEnergyEfficiency).toBe(Math.min(100, 64 + modelled.potentialEnergyEfficiency - modelled.currentEnergyEfficiency));
    expect(plan.assumptions.some((a) => a.includes('lodged score is 64'))).toBe(true);
  });
});
