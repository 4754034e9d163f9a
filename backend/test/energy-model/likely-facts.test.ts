import { buildPlan, type EnergyPlan } from '../../src/energy-model/plan/build-plan.js';
import { inferFromRating } from '../../src/energy-model/plan/rating-inference.js';
import { UNFILLED_CAVITY_SHARE } from '../../src/energy-model/measures/fabric.js';
import type { HomeProfile } from '../../src/energy-model/types.js';

const notSure = { wallInsulation: 'unknown', loftInsulationMm: null, glazing: 'unknown', boilerType: 'unknown', heatingControls: 'unknown', flatPosition: 'unknown' } as const;
const semi: HomeProfile = { propertyType: 'Semi-detached', yearBuilt: '1945-1964', heatingSystem: 'Gas boiler', floorArea: 90, numBedrooms: 3, stated: notSure };
const lpgDetached: HomeProfile = { propertyType: 'Detached', yearBuilt: '1965-1982', heatingSystem: 'Other', heatingFuel: 'lpg', stated: notSure };
const cavity = (plan: EnergyPlan) => plan.recommendations.all.find((r) => r.id === 'cavity-wall-insulation');

describe('unknowns stay likelihoods', () => {
  it('models the 1950s gas semi typed D as it models it untyped, and keeps cavity fill as "check first"', () => {
    const untyped = buildPlan(semi);
    const typedD = buildPlan({ ...semi, epcRating: 'D' });
    expect(Math.abs(typedD.baseline.fuel.gas / untyped.baseline.fuel.gas - 1)).toBeLessThan(0.03);
    const fill = cavity(typedD)!;
    expect(fill.description).toMatch(/^Check first: about 7\d% of cavity walls have already been filled in homes like yours, so the saving shown \(£\d+ a year\) is weighted by the 2\d% chance that yours is still empty; if it is, about £\d+ a year\./);
    const [, likely, ifEmpty] = /\(£(\d+) a year\).*about £(\d+) a year/.exec(fill.description)!.map(Number);
    expect(likely).toBe(fill.savings);
    expect(ifEmpty).toBeGreaterThan(3 * likely);
    expect(typedD.assumptions.join(' ')).not.toMatch(/suggests .*filled cavity walls/);
  });

  it('never tells a typed-E LPG house its walls are filled: cavity fill stays, weighted by the band-updated chance', () => {
    const plan = buildPlan({ ...lpgDetached, epcRating: 'E' });
    expect(plan.assumptions.join(' ')).not.toMatch(/filled cavity walls/);
    expect(cavity(plan)?.description).toMatch(/^Check first/);
  });

  it('uses the stock prior without a rating and updates it by the band: G makes an empty cavity likelier, B less likely', () => {
    const chance = (profile: HomeProfile) => inferFromRating(profile).emptyCavityChance!;
    expect(chance(semi)).toBe(UNFILLED_CAVITY_SHARE);
    expect(Math.abs(chance({ ...semi, epcRating: 'D' }) - UNFILLED_CAVITY_SHARE)).toBeLessThan(0.05);
    expect(chance({ ...semi, epcRating: 'G' })).toBeGreaterThan(0.8);
    expect(chance({ ...semi, epcRating: 'B' })).toBeLessThan(0.1);
    // Walls known, or built insulated: nothing to weigh.
    expect(inferFromRating({ ...semi, stated: { ...notSure, wallInsulation: 'cavity_filled' } }).emptyCavityChance).toBeNull();
    expect(inferFromRating({ ...semi, yearBuilt: '2003-2010' }).emptyCavityChance).toBeNull();
  });

  it('never moves the walls to fit a rating, and keeps the defaults whenever they already reach it', () => {
    for (const band of ['B', 'C', 'D', 'E', 'F', 'G'] as const) {
      expect(inferFromRating({ ...semi, epcRating: band }).profile.fabric?.wallInsulated).toBeUndefined();
    }
    expect(inferFromRating({ ...semi, epcRating: 'D' }).profile.fabric).toEqual({});
    expect(inferFromRating({ ...semi, epcRating: 'D' }).assumptions.join(' ')).not.toMatch(/the likeliest way/);
  });

  it('states the prior and the updated chance in the assumptions', () => {
    const plan = buildPlan({ ...semi, epcRating: 'G' });
    expect(plan.assumptions).toContainEqual(expect.stringMatching(/^Wall insulation not known: about 29% of cavity walls like yours are still empty; with your EPC band G the chance is about (9\d|100)%/));
  });
});
