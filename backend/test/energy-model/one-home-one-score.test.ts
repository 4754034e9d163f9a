import { buildPlan, type EnergyPlan } from '../../src/energy-model/plan/build-plan.js';
import { ratingDisagreement } from '../../src/energy-model/plan/rating-disagreement.js';
import { epcBand } from '../../src/energy-model/sap-rating.js';
import type { HomeProfile } from '../../src/energy-model/types.js';
import { REFERENCE_PROFILE } from './calibration-cases.js';

const semi = { propertyType: 'Semi-detached', yearBuilt: '1945-1964', heatingSystem: 'Gas boiler', floorArea: 90, numBedrooms: 3 } as const;
const notSure = { wallInsulation: 'unknown', loftInsulationMm: null, glazing: 'unknown', boilerType: 'unknown', heatingControls: 'unknown', flatPosition: 'unknown' } as const;

/** Today's score, each step's and the potential must all be scores the modelled home reaches. */
function expectOneHome(plan: EnergyPlan) {
  expect(plan.currentEnergyEfficiency).toBe(plan.baseline.sap.score);
  expect(plan.potentialEnergyEfficiency).toBe(plan.potential.sap.score);
  expect(plan.currentEpcRating).toBe(epcBand(plan.baseline.sap.score));
  expect(plan.steps.at(-1)!.energyEfficiencyAfter).toBe(plan.potential.sap.score);
}

describe('one home, one score', () => {
  it('says plainly where the certificate and the described home disagree, and is silent where they agree', () => {
    expect(ratingDisagreement(42, { band: 'G' })).toMatch(/^Your certificate says G; the home as described rates E 42\./);
    expect(ratingDisagreement(50, { score: 65 })).toMatch(/^Your certificate's score is 65 \(band D\); the home as described rates E 50\./);
    expect(ratingDisagreement(60, { band: 'D' })).toBeNull();
    expect(ratingDisagreement(62, { score: 65, band: 'D' })).toBeNull();
    expect(ratingDisagreement(59, {})).toBeNull();
    expect(ratingDisagreement(59, { score: 0 })).toBeNull();
  });

  it('shows a typed G as the score the home it plans reaches, never as a G 20 it did not compute', () => {
    const plan = buildPlan({ ...semi, epcRating: 'G', stated: notSure });
    expectOneHome(plan);
    expect(plan.currentEnergyEfficiency).toBeGreaterThan(20);
    expect(plan.ratingNote).toBe(`Your certificate says G; the home as described rates ${plan.currentEpcRating} ${plan.currentEnergyEfficiency}. ${plan.ratingNote!.split('. ').slice(1).join('. ')}`);
    expect(plan.assumptions).toContain(plan.ratingNote);
  });

  it('shows a typed B on a home that cannot reach it as that home’s score, and says so', () => {
    const plan = buildPlan({ ...semi, epcRating: 'B', stated: notSure });
    expectOneHome(plan);
    expect(plan.currentEpcRating).not.toBe('B');
    expect(plan.ratingNote).toMatch(/^Your certificate says B; the home as described rates [C-E] \d+\./);
  });

  it('keeps a lodged score as a note, and every score the plan shows is the modelled home’s', () => {
    const plan = buildPlan({ ...REFERENCE_PROFILE, epcScore: 75 });
    expectOneHome(plan);
    expect(plan.ratingNote).toMatch(/^Your certificate's score is 75 \(band C\); the home as described rates D \d+\./);
    expect(buildPlan({ ...REFERENCE_PROFILE, epcScore: plan.baseline.sap.score + 2 }).ratingNote).toBeNull();
  });

  it('moves the score with every step that saves money and the rating can see, for typed and lodged homes alike', () => {
    const homes: HomeProfile[] = [
      { propertyType: 'Detached', yearBuilt: '1965-1982', heatingSystem: 'Other', heatingFuel: 'lpg', epcRating: 'E', stated: { ...notSure, boilerType: 'non_condensing' } },
      { ...semi, epcRating: 'G', stated: notSure },
      { ...semi, epcScore: 66 },
      { ...semi, epcRating: 'B' },
    ];
    for (const home of homes) {
      const plan = buildPlan(home);
      expectOneHome(plan);
      let before = plan.currentEnergyEfficiency;
      for (const step of plan.steps) {
        // Habits (switching off at the socket, a smart meter) are what an EPC cannot see.
        // £50 a year is about a SAP point for a home of this size; less may round away.
        if (step.kind !== 'habits' && step.savings >= 50) expect(step.energyEfficiencyAfter).toBeGreaterThan(before);
        before = step.energyEfficiencyAfter;
      }
    }
  });
});

describe('a stated or lodged rating shapes the unknown facts', () => {
  it('gives a typed-G home more to do and more to save than the same home typed B', () => {
    const g = buildPlan({ ...semi, epcRating: 'G' });
    const b = buildPlan({ ...semi, epcRating: 'B' });
    expect(g.potentialSavings).toBeGreaterThan(b.potentialSavings + 200);
    expect(g.recommendations.all.length).toBeGreaterThan(b.recommendations.all.length);
    const ids = g.recommendations.all.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['loft-insulation', 'heating-controls']));
    expect(g.assumptions.some((a) => /would not rate as your EPC band G says: the likeliest way it would is with .*no loft insulation/.test(a))).toBe(true);
  });

  it('never promises a stated-B or lodged-B gas home A 100', () => {
    for (const rated of [{ epcRating: 'B' as const }, { epcScore: 84, epcRating: 'B' as const }]) {
      expect(buildPlan({ ...semi, ...rated }).potentialEnergyEfficiency).toBeLessThan(95);
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
    expect(buildPlan(semi).assumptions.some((line) => line.includes('the likeliest way it would'))).toBe(false);
    const plan = buildPlan({ ...semi, epcScore: 0, epcRating: 'G' });
    expect(plan.assumptions.some((line) => line.startsWith('A home like this with the usual defaults would not rate as your EPC band G says'))).toBe(true);
  });

  it('comes close to a lodged score with the facts the certificate left open, and says so where walls alone could explain the rest', () => {
    for (const score of [35, 50, 65]) {
      const plan = buildPlan({ ...semi, epcScore: score, fabric: { wallConstruction: 'cavity' } });
      expect(Math.abs(plan.currentEnergyEfficiency - score)).toBeLessThanOrEqual(10);
    }
    // Only filled walls would reach 75, and a score never fills a cavity nobody surveyed.
    const high = buildPlan({ ...semi, epcScore: 75, fabric: { wallConstruction: 'cavity' } });
    expect(high.ratingNote).toMatch(/^Your certificate's score is 75 \(band C\); the home as described rates D 6\d\./);
    expect(high.currentEnergyEfficiency).toBe(high.baseline.sap.score);
  });
});
