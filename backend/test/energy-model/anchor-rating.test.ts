import { anchorRating } from '../../src/energy-model/plan/anchor-rating.js';
import { buildPlan } from '../../src/energy-model/index.js';
import { REFERENCE_PROFILE } from './calibration-cases.js';

describe('the rating belongs to the home', () => {
  it('shows the lodged score as current and the modelled home’s own score after the measures as potential', () => {
    expect(anchorRating(64, 83, { score: 66, band: 'D' })).toEqual({ current: 66, after: 83 });
    const far = anchorRating(50, 84, { score: 65 });
    expect(far).toMatchObject({ current: 65, after: 84 });
    expect(far.note).toMatch(/lodged score is 65 \(band D\); the home as we know it rates 50 \(band E\)/);
  });

  it('never adds a gain from another baseline, and never falls below the current rating', () => {
    expect(anchorRating(55, 84, { score: 65 }).after).toBe(84);
    expect(anchorRating(59, 57, { score: 70 }).after).toBe(70);
    expect(anchorRating(59, 99, { score: 90 }).after).toBe(99);
  });

  it('prefers the score to a band and falls back to the band, then to the model', () => {
    expect(anchorRating(59, 80, { score: 75, band: 'D' }).current).toBe(75);
    expect(anchorRating(59, 80, { band: 'C' })).toMatchObject({ current: 69, after: 80 });
    expect(anchorRating(59, 80, {})).toEqual({ current: 59, after: 80 });
    expect(anchorRating(59, 80, { score: 0 })).toEqual({ current: 59, after: 80 });
  });

  it('carries the lodged score through the plan, with a potential from the same inferred home', () => {
    const plan = buildPlan({ ...REFERENCE_PROFILE, epcScore: 64 }, 'reduce_bills');
    expect(plan.currentEnergyEfficiency).toBe(64);
    expect(plan.potentialEnergyEfficiency).toBe(Math.max(64, plan.potential.sap.score));
  });
});

describe('a stated or lodged rating shapes the unknown facts', () => {
  const semi = { propertyType: 'Semi-detached', yearBuilt: '1945-1964', heatingSystem: 'Gas boiler', floorArea: 90, numBedrooms: 3 } as const;

  it('gives a typed-G home more to do and more to save than the same home typed B', () => {
    const g = buildPlan({ ...semi, epcRating: 'G' });
    const b = buildPlan({ ...semi, epcRating: 'B' });
    expect(g.currentEpcRating).toBe('G');
    expect(b.currentEpcRating).toBe('B');
    expect(g.potentialSavings).toBeGreaterThan(b.potentialSavings + 200);
    expect(g.recommendations.all.length).toBeGreaterThan(b.recommendations.all.length);
    const ids = g.recommendations.all.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['loft-insulation', 'heating-controls']));
    expect(g.assumptions.some((a) => /Your EPC band G suggests a home with .*no loft insulation/.test(a))).toBe(true);
  });

  it('never promises a stated-B or lodged-B gas home A 100', () => {
    for (const rated of [{ epcRating: 'B' as const }, { epcScore: 84, epcRating: 'B' as const }]) {
      const plan = buildPlan({ ...semi, ...rated });
      expect(plan.potentialEnergyEfficiency).toBeLessThan(95);
      expect(plan.potentialEnergyEfficiency).toBe(Math.max(plan.currentEnergyEfficiency, plan.potential.sap.score));
    }
  });

  it('never changes a fact the householder stated', () => {
    const plan = buildPlan({ ...semi, epcRating: 'G', stated: { wallInsulation: 'cavity_filled', loftInsulationMm: 270, glazing: 'unknown', boilerType: 'condensing', heatingControls: 'full', flatPosition: 'unknown' } });
    const ids = plan.recommendations.all.map((r) => r.id);
    expect(ids).not.toContain('cavity-wall-insulation');
    expect(ids).not.toContain('loft-insulation');
    expect(ids).not.toContain('heating-controls');
    expect(ids).not.toContain('condensing-boiler');
  });

  it('infers nothing without a rating, and falls back to the band when the lodged score is not a score', () => {
    expect(buildPlan(semi).assumptions.some((line) => line.includes('suggests a home with'))).toBe(false);
    const plan = buildPlan({ ...semi, epcScore: 0, epcRating: 'G' });
    expect(plan.currentEpcRating).toBe('G');
    expect(plan.assumptions.some((line) => line.startsWith('Your EPC band G suggests'))).toBe(true);
  });

  it('matches a lodged score closely with the facts the certificate left open', () => {
    for (const score of [35, 50, 65, 75]) {
      const plan = buildPlan({ ...semi, epcScore: score, fabric: { wallConstruction: 'cavity' } });
      expect(plan.currentEnergyEfficiency).toBe(score);
      expect(Math.abs(plan.baseline.sap.score - score)).toBeLessThanOrEqual(8);
    }
  });
});
