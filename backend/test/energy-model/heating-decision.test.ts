import { buildPlan, type BuildPlanOptions } from '../../src/energy-model/plan/build-plan.js';
import type { HomeProfile, PlanPriority } from '../../src/energy-model/types.js';

const notSure = { wallInsulation: 'unknown', loftInsulationMm: null, glazing: 'unknown', boilerType: 'unknown', heatingControls: 'unknown', flatPosition: 'unknown' } as const;
const oldBoiler: HomeProfile = { propertyType: 'Semi-detached', yearBuilt: '1945-1964', heatingSystem: 'Gas boiler', floorArea: 90, numBedrooms: 3, stated: { ...notSure, boilerType: 'non_condensing' } };
const grant = () => ({ name: 'Boiler Upgrade Scheme', amountGbp: 7500, source: 'test', verdict: 'likely' as const });
const plan = (profile: HomeProfile, priority: PlanPriority) => buildPlan({ ...profile, postcode: 'B33 8TH' }, priority, { heatPumpGrantIn: grant });
const idsOf = (built: ReturnType<typeof plan>) => built.recommendations.all.map((r) => r.id);

describe('one heating decision', () => {
  it("weighs the heat pump net of a likely grant only: one to check or none leaves its cost before any grant", () => {
    const heatPumpWith = (heatPumpGrantIn: BuildPlanOptions['heatPumpGrantIn']) => {
      const { chosen, alternative } = buildPlan({ ...oldBoiler, postcode: 'B33 8TH' }, 'reduce_bills', { heatPumpGrantIn }).heatingDecision!;
      return [chosen, alternative].find((option) => option.measureId === 'air-source-heat-pump')!;
    };
    const likely = heatPumpWith(grant);
    const toCheck = heatPumpWith(() => ({ ...grant(), verdict: 'check' }));
    const none = heatPumpWith(() => null);
    expect(none.costMin! - likely.costMin!).toBe(7500);
    expect(none.costMax! - likely.costMax!).toBe(7500);
    expect(toCheck).toMatchObject({ costMin: none.costMin, costMax: none.costMax, grant: { verdict: 'check' } });
    expect(none.grant).toBeNull();
  });

  it('makes boiler and heat pump alternatives: one counted, the other beside it', () => {
    for (const priority of ['reduce_bills', 'environmental_benefit', 'property_value', 'comfort_improvement'] as const) {
      const built = plan(oldBoiler, priority);
      const decision = built.heatingDecision!;
      expect(decision.replacementDue).toBe(true);
      expect(new Set([decision.chosen.measureId, decision.alternative.measureId])).toEqual(new Set(['condensing-boiler', 'air-source-heat-pump']));
      expect(idsOf(built)).toContain(decision.chosen.measureId);
      expect(idsOf(built)).not.toContain(decision.alternative.measureId);
      expect(built.steps.flatMap((step) => step.measures.map((m) => m.id))).not.toContain(decision.alternative.measureId);
      const heatPump = decision.chosen.measureId === 'air-source-heat-pump' ? decision.chosen : decision.alternative;
      expect(heatPump.grant).toEqual(grant());
      expect(decision.chosen.grant === null || decision.chosen.measureId === 'air-source-heat-pump').toBe(true);
    }
  });

  it('chooses for the priority: the cheaper to own and run for bills, the bigger CO2 cut for the environment', () => {
    const bills = plan(oldBoiler, 'reduce_bills').heatingDecision!;
    const yearly = (o: typeof bills.chosen) => (o.costMin! + o.costMax!) / 2 / o.lifetimeYears + o.annualBillGbp;
    expect(yearly(bills.chosen)).toBeLessThanOrEqual(yearly(bills.alternative));
    expect(bills.why).toMatch(/Cheaper to own and run/);
    const green = plan(oldBoiler, 'environmental_benefit').heatingDecision!;
    expect(green.chosen.measureId).toBe('air-source-heat-pump');
    expect(green.chosen.co2SavingKg).toBeGreaterThan(green.alternative.co2SavingKg);
    const rating = plan(oldBoiler, 'property_value').heatingDecision!;
    expect(rating.chosen.energyEfficiencyAfter).toBeGreaterThanOrEqual(rating.alternative.energyEfficiencyAfter);
  });

  it('counts the chosen option’s saving in the headline exactly as its item shows it', () => {
    const built = plan(oldBoiler, 'reduce_bills');
    const item = built.recommendations.all.find((r) => r.id === built.heatingDecision!.chosen.measureId)!;
    expect(Math.round(item.annualSavingGbp)).toBe(built.heatingDecision!.chosen.annualSavingGbp);
    // Every item counts in the whole pounds it shows.
    expect(built.potentialSavings).toBe(built.recommendations.all.reduce((sum, r) => sum + Math.sign(r.annualSavingGbp) * Math.round(Math.abs(r.annualSavingGbp)), 0));
  });

  it('ranks a due boiler’s replacement as one to plan for, never as best value per pound', () => {
    const built = plan(oldBoiler, 'reduce_bills');
    const replacement = built.recommendations.all.find((r) => r.id === built.heatingDecision!.chosen.measureId)!;
    expect(replacement.rankReason).toMatch(/^A replacement to plan for: your boiler is past its working life; chosen over the alternative beside it$/);
    expect(replacement.rankReason).not.toMatch(/per pound/);
  });

  it('has no decision to make when the boiler is not due, or the visitor removed one of the two', () => {
    expect(plan({ ...oldBoiler, stated: notSure }, 'reduce_bills').heatingDecision).toBeNull();
    const withoutHeatPump = buildPlan(oldBoiler, 'reduce_bills', { excludeMeasureIds: ['air-source-heat-pump'] });
    expect(withoutHeatPump.heatingDecision).toBeNull();
    expect(idsOf(withoutHeatPump)).toContain('condensing-boiler');
    const flat = plan({ ...oldBoiler, propertyType: 'Flat/Apartment' }, 'environmental_benefit');
    expect(flat.heatingDecision).toBeNull();
  });
});
