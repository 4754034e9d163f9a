import { BRAND } from '@warmwise/common';
import { buildPlan, MEASURES, priceTable, type HomeProfile } from '../../src/energy-model/index.js';
import { REFERENCE_PROFILE } from './calibration-cases.js';
import { PLAN_PRIORITIES } from './plan-priorities.js';

const OLD_SOLID: HomeProfile = {
  propertyType: 'Terraced', yearBuilt: 'Pre-1919', floorArea: 85, numBedrooms: 3, heatingSystem: 'Gas boiler',
  fabric: { loftInsulationMm: 0, glazing: 'single', floorType: 'suspended', hasCylinder: true, cylinderInsulation: 'none', boilerCondensing: false, heatingControls: 'none' },
};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('buildPlan', () => {
  it.each(PLAN_PRIORITIES)('adds marginal savings up to the before/after difference (%s)', (priority) => {
    for (const profile of [REFERENCE_PROFILE, OLD_SOLID]) {
      // The smart meter is weighted by how likely a home still lacks one, so it is left out here.
      const plan = buildPlan(profile, priority, { excludeMeasureIds: ['smart-meter'] });
      const items = plan.recommendations.all;
      // The model's figures add up; the typical ones are scaled to measured savings, so they add up to less.
      expect(Math.abs(sum(items.map((r) => r.modelledSavingGbp)) - (plan.baseline.bill.total - plan.potential.bill.total))).toBeLessThan(0.01 * items.length);
      // CO2 is on the typical savings' basis, so it adds up to at most the model's before/after difference.
      expect(sum(items.map((r) => r.co2SavingKg))).toBeLessThanOrEqual(plan.baseline.co2Kg - plan.potential.co2Kg + 0.05 * items.length);
      // The headline adds up the whole pounds each card shows, so it is within half a pound a card of the exact sum.
      expect(plan.potentialSavings).toBe(Math.max(0, sum(items.map((r) => Math.sign(r.annualSavingGbp) * Math.round(Math.abs(r.annualSavingGbp))))));
      expect(Math.abs(plan.potentialSavings - Math.max(0, sum(items.map((r) => r.annualSavingGbp))))).toBeLessThanOrEqual(0.5 * items.length);
      expect(Math.abs(plan.co2Reduction - sum(items.map((r) => r.co2SavingKg)))).toBeLessThanOrEqual(1);
    }
  });

  it('is deterministic', () => {
    expect(buildPlan(OLD_SOLID, 'reduce_bills')).toEqual(buildPlan(OLD_SOLID, 'reduce_bills'));
  });

  it('applies fabric before heating and never sells both a heat pump and a boiler', () => {
    const plan = buildPlan(OLD_SOLID, 'environmental_benefit');
    const byOrder = [...plan.recommendations.all].sort((a, b) => a.planOrder - b.planOrder).map((r) => r.id);
    expect(byOrder.indexOf('solid-wall-external')).toBeLessThan(byOrder.indexOf('air-source-heat-pump'));
    expect(byOrder).toContain('air-source-heat-pump');
    expect(byOrder).not.toContain('condensing-boiler');
    // For comfort the due boiler's replacement is one decision: a new boiler or a heat pump, never both.
    const comfort = buildPlan(OLD_SOLID, 'comfort_improvement').recommendations.all.map((r) => r.id);
    expect(comfort.filter((id) => id === 'condensing-boiler' || id === 'air-source-heat-pump')).toHaveLength(1);
  });

  it('shapes recommendations into top3 and all and keeps link-outs last without savings', () => {
    const plan = buildPlan(REFERENCE_PROFILE, 'reduce_bills');
    const all = plan.recommendations.all;
    expect(plan.recommendations.top3).toEqual(all.slice(0, 3));
    const tail = all.slice(-2).map((r) => r.title);
    expect(tail).toEqual([`Booking a ${BRAND.productName} Home Survey`, 'EPC (Energy Performance Certificate)']);
    for (const r of all.slice(-2)) expect([r.savings, r.carbonSaving, r.annualSavingGbp]).toEqual([0, 0, 0]);
    const cavity = all.find((r) => r.id === 'cavity-wall-insulation')!;
    expect(cavity.cost).toMatch(/^£[\d,]+ - £[\d,]+$/);
    // The payback is worked out from the whole pounds the card shows.
    expect(cavity.paybackYears).toBeCloseTo(((cavity.costMin! + cavity.costMax!) / 2) / cavity.savings, 1);
    expect(all.find((r) => r.id === 'smart-meter')!.cost).toBe('Free');
    expect(plan.epcImprovement).toBe(`${plan.currentEpcRating} to ${plan.potentialEpcRating}`);
    expect(plan.potentialEnergyEfficiency).toBeGreaterThan(plan.currentEnergyEfficiency);
    expect(plan.priceTableId).toBe(priceTable().id);
  });

  it('ranks paid measures by the visitor priority, then free habits, each with its reason', () => {
    const ranked = (priority: (typeof PLAN_PRIORITIES)[number]) => buildPlan(OLD_SOLID, priority).recommendations.all.filter((r) => !r.informational);
    const paid = (priority: (typeof PLAN_PRIORITIES)[number]) => ranked(priority).filter((r) => r.costMax !== 0);
    const env = paid('environmental_benefit');
    expect(env.map((r) => r.co2SavingKg)).toEqual([...env.map((r) => r.co2SavingKg)].sort((a, b) => b - a));
    const value = paid('property_value');
    expect(value.map((r) => r.sapPointsGain)).toEqual([...value.map((r) => r.sapPointsGain)].sort((a, b) => b - a));
    const comfort = paid('comfort_improvement');
    const firstNonFabric = comfort.findIndex((r) => !r.comfort);
    expect(comfort.slice(firstNonFabric).every((r) => !r.comfort)).toBe(true);
    expect(comfort[0]!.comfort).toBe(true);
    for (const priority of PLAN_PRIORITIES) {
      const all = ranked(priority);
      const firstFree = all.findIndex((r) => r.costMax === 0);
      expect(all.slice(firstFree).every((r) => r.costMax === 0)).toBe(true);
      for (const r of all) expect(r.rankReason).toMatch(/^[A-Z].{10,}[^.]$/);
    }
  });

  it('shows the described home’s own score where every fact is known, and says where the certificate differs', () => {
    const plan = buildPlan({ ...REFERENCE_PROFILE, epcRating: 'C' }, 'reduce_bills');
    expect(plan.currentEpcRating).toBe('D');
    expect(plan.ratingNote).toMatch(/^Your certificate says C; the home as described rates D \d+\./);
  });

  it('cites a property value source and names every measure image', () => {
    const plan = buildPlan(REFERENCE_PROFILE, 'property_value');
    expect(plan.propertyValueIncrease).toMatch(/%$/);
    expect(plan.assumptions.some((a) => a.includes('DECC (2013)'))).toBe(true);
    for (const m of MEASURES) expect(m.image).toMatch(/^[a-z0-9-]+\.jpg$/);
  });
});
