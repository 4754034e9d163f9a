import { buildPlan, type HomeProfile } from '../../src/energy-model/index.js';
import { NEED_MEDIAN_GAS_SAVING } from '../../src/energy-model/evidence/measured-savings.js';
import { priceTable } from '../../src/energy-model/prices.js';
import { realisationFor } from '../../src/energy-model/plan/realisation.js';
import { REFERENCE_PROFILE } from './calibration-cases.js';
import { PLAN_PRIORITIES } from './plan-priorities.js';

type Plan = ReturnType<typeof buildPlan>;
const item = (plan: Plan, id: string) => plan.recommendations.all.find((r) => r.id === id)!;
const gasPrice = priceTable().gas / 100;

/** The reference semi with nothing before the measure in plan order but the measure itself. */
const onlyCavity = (profile: HomeProfile) => buildPlan(profile, 'reduce_bills', { excludeMeasureIds: ['loft-top-up'] });

const SOLID_TERRACE: HomeProfile = {
  propertyType: 'Terraced', yearBuilt: 'Pre-1919', floorArea: 85, numBedrooms: 3, heatingSystem: 'Gas boiler',
  fabric: { wallConstruction: 'solid', wallInsulated: false, loftInsulationMm: 100, hasCylinder: false, boilerCondensing: true, heatingControls: 'basic' },
};

describe('typical (measured) and modelled savings', () => {
  it("puts cavity fill's typical saving at NEED's median share of the home's gas", () => {
    const plan = onlyCavity(REFERENCE_PROFILE);
    const cavity = item(plan, 'cavity-wall-insulation');
    const needShare = NEED_MEDIAN_GAS_SAVING.cavityWall.value / 100;
    expect(cavity.annualSavingGbp / (needShare * plan.baseline.fuel.gas * gasPrice)).toBeCloseTo(1, 1);
    expect(cavity.modelledSavingGbp / cavity.annualSavingGbp).toBeGreaterThan(2);
  });

  it("puts solid wall insulation's typical saving at NEED's median share of a pre-1919 terrace's gas", () => {
    const plan = buildPlan(SOLID_TERRACE, 'comfort_improvement', { excludeMeasureIds: ['loft-top-up'] });
    const wall = item(plan, 'solid-wall-external');
    const needShare = NEED_MEDIAN_GAS_SAVING.solidWall.value / 100;
    expect(wall.annualSavingGbp / (needShare * plan.baseline.fuel.gas * gasPrice)).toBeCloseTo(1, 1);
  });

  it('scales wall and loft insulation by a realisation factor of at most 1 and leaves measures without evidence at the model', () => {
    for (const id of ['cavity-wall-insulation', 'solid-wall-external', 'solid-wall-internal', 'loft-insulation', 'loft-top-up']) {
      const { factor, basis } = realisationFor(id);
      expect(factor).toBeGreaterThan(0.2);
      expect(factor).toBeLessThanOrEqual(1);
      expect(basis).toMatch(/NEED/);
    }
    expect(realisationFor('cavity-wall-insulation').factor).toBeCloseTo(0.39, 1);
    for (const id of ['condensing-boiler', 'double-glazing', 'solar-pv', 'air-source-heat-pump']) {
      expect(realisationFor(id)).toMatchObject({ factor: 1, basis: expect.stringMatching(/no measured median/) });
    }
  });

  it.each(PLAN_PRIORITIES)('keeps the modelled figure at or above the typical one, savings equal to the typical (%s)', (priority) => {
    for (const r of buildPlan(SOLID_TERRACE, priority).recommendations.all) {
      expect(r.modelledSavingGbp).toBeGreaterThanOrEqual(r.annualSavingGbp);
      expect(r.savings).toBe(Math.max(0, Math.round(r.annualSavingGbp)));
    }
  });

  it('totals and paybacks use the typical figure', () => {
    const plan = buildPlan(REFERENCE_PROFILE, 'reduce_bills');
    const counted = plan.recommendations.all.reduce((sum, r) => sum + Math.max(0, r.annualSavingGbp), 0);
    expect(Math.abs(plan.potentialSavings - counted)).toBeLessThanOrEqual(1);
    const cavity = item(plan, 'cavity-wall-insulation');
    const midCost = (cavity.costMin! + cavity.costMax!) / 2;
    expect(cavity.paybackYears).toBeCloseTo(midCost / cavity.annualSavingGbp, 0);
  });

  it("starts a home fitted to its bills from its real use: cavity's typical saving is NEED's share of the gas it burns", () => {
    const metered = { ...REFERENCE_PROFILE, meteredUse: { gasKwh: 8_000 } };
    const cavity = item(onlyCavity(metered), 'cavity-wall-insulation');
    const needShare = NEED_MEDIAN_GAS_SAVING.cavityWall.value / 100;
    expect(cavity.annualSavingGbp / (needShare * 8_000 * gasPrice)).toBeCloseTo(1, 1);
  });
});
