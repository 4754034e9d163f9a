import { buildPlan } from '../../src/energy-model/index.js';
import { REFERENCE_PROFILE } from './calibration-cases.js';
import { PLAN_ARCHETYPES } from './plan-archetypes.js';
import { PLAN_PRIORITIES } from './plan-priorities.js';

const KIND_ORDER = ['insulation', 'heating', 'generation', 'habits'];
const cases = Object.entries(PLAN_ARCHETYPES).flatMap(([name, profile]) => PLAN_PRIORITIES.map((priority) => ({ name, profile, priority })));

describe('the plan in steps', () => {
  it.each(cases)('holds every measure of the $name plan once, in plan order ($priority)', ({ profile, priority }) => {
    const plan = buildPlan(profile, priority);
    const inSteps = plan.steps.flatMap((step) => step.measures.map((measure) => measure.id));
    const inPlanOrder = [...plan.recommendations.all].sort((a, b) => a.planOrder - b.planOrder).map((item) => item.id);
    expect([...inSteps].sort()).toEqual([...inPlanOrder].sort());
    expect(new Set(inSteps).size).toBe(inSteps.length);
    expect(plan.steps.length).toBeGreaterThanOrEqual(1);
    expect(plan.steps.length).toBeLessThanOrEqual(4);
    expect(plan.steps.map((step) => step.number)).toEqual(plan.steps.map((_, index) => index + 1));
    const kinds = plan.steps.map((step) => KIND_ORDER.indexOf(step.kind));
    expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
  });

  it.each(cases)("ends on the whole package's figures: $name ($priority)", ({ profile, priority }) => {
    const plan = buildPlan(profile, priority);
    const last = plan.steps.at(-1)!;
    // Every money total adds up the whole pounds the cards show ('Costs about £3 a year more' is -3).
    const netSaving = plan.recommendations.all.reduce((sum, item) => sum + Math.sign(item.annualSavingGbp) * Math.round(Math.abs(item.annualSavingGbp)), 0);
    expect(last.annualBillAfter).toBe(Math.round(plan.baseline.bill.total) - netSaving);
    if (netSaving >= 0) expect(last.annualBillAfter).toBe(Math.round(plan.baseline.bill.total) - plan.potentialSavings);
    expect(last.co2ReductionAfterKg).toBe(plan.co2Reduction);
    expect(last.energyEfficiencyAfter).toBe(plan.potentialEnergyEfficiency);
    expect(last.epcRatingAfter).toBe(plan.potentialEpcRating);
    expect(plan.steps.reduce((sum, step) => sum + step.savings, 0)).toBe(netSaving);
    // A step saves what its measures' cards say they save, added up: one measure, one figure.
    for (const step of plan.steps) {
      const cards = step.measures.map((measure) => plan.recommendations.all.find((item) => item.id === measure.id)!);
      const shown = cards.reduce((sum, card) => sum + (card.annualSavingGbp < 0 ? -Math.round(-card.annualSavingGbp) : card.savings), 0);
      expect(step.savings).toBe(shown);
      // Each measure carries the figure its card shows, signed, and the step is their sum.
      expect(step.measures.reduce((sum, measure) => sum + measure.annualSavingGbp, 0)).toBe(step.savings);
    }
  });

  it('gives a measure that costs more to run its own signed saving, so it reads as its step does', () => {
    // At the Oct-Dec 2025 cap the heat pump costs more to run than the reference home's gas boiler
    // (plan-honesty.test.ts): its step adds to the bill, and so does the heat pump inside it.
    const plan = buildPlan(REFERENCE_PROFILE, 'environmental_benefit', { excludeMeasureIds: ['smart-meter'], priceTableId: 'ofgem-cap-2025-q4' });
    const card = plan.recommendations.all.find((item) => item.id === 'air-source-heat-pump')!;
    const step = plan.steps.find((candidate) => candidate.measures.some((measure) => measure.id === card.id))!;
    const heatPump = step.measures.find((measure) => measure.id === card.id)!;
    expect(card.annualSavingGbp).toBeLessThan(0);
    expect(heatPump.savings).toBe(0);
    expect(heatPump.annualSavingGbp).toBe(-Math.round(-card.annualSavingGbp));
    expect(heatPump.annualSavingGbp).toBeLessThan(0);
    expect(step.savings).toBe(step.measures.reduce((sum, measure) => sum + measure.annualSavingGbp, 0));
  });

  it("reads each step's figures off the cumulative run, never a sum of separate runs", () => {
    const plan = buildPlan(PLAN_ARCHETYPES['reference semi']!, 'reduce_bills');
    const [insulation] = plan.steps;
    // Hand-worked in docs/energy-model.md: loft top-up, cavity wall and draught-proofing, modelled in turn.
    expect(insulation!.kind).toBe('insulation');
    expect(insulation!.measures.map((m) => m.id)).toEqual(['home-survey', 'epc-certificate', 'loft-top-up', 'cavity-wall-insulation', 'draught-proofing']);
    const itemsSaving = plan.recommendations.all.filter((item) => ['loft-top-up', 'cavity-wall-insulation', 'draught-proofing'].includes(item.id))
      .reduce((sum, item) => sum + item.savings, 0);
    expect(insulation!.savings).toBe(itemsSaving);
    expect(insulation!.annualBillAfter).toBe(Math.round(plan.baseline.bill.total) - insulation!.savings);
    // The rating after insulation lies between today's and the package's.
    expect(insulation!.energyEfficiencyAfter).toBeGreaterThan(plan.currentEnergyEfficiency);
    expect(insulation!.energyEfficiencyAfter).toBeLessThan(plan.potentialEnergyEfficiency);
  });

  it('lets the priority shape the steps: comfort insulates solid walls that lower bills leave out', () => {
    const terrace = PLAN_ARCHETYPES['pre-1919 solid-wall terrace']!;
    const idsOfFirstStep = (priority: 'reduce_bills' | 'comfort_improvement') => buildPlan(terrace, priority).steps[0]!.measures.map((m) => m.id);
    expect(idsOfFirstStep('comfort_improvement')).toContain('solid-wall-external');
    expect(idsOfFirstStep('reduce_bills')).not.toContain('solid-wall-external');
    expect(buildPlan(terrace, 'comfort_improvement').steps[0]!.why).toMatch(/warm/);
    expect(buildPlan(terrace, 'reduce_bills').steps[0]!.why).toMatch(/Fabric first/);
  });

  it('shows the oil-heated house every measure its headline counts, not just five cards', () => {
    const plan = buildPlan(PLAN_ARCHETYPES['oil-heated detached house']!, 'reduce_bills');
    const stepSavings = plan.steps.flatMap((step) => step.measures).reduce((sum, measure) => sum + measure.savings, 0);
    const cardSavings = plan.recommendations.all.reduce((sum, item) => sum + item.savings, 0);
    expect(stepSavings).toBe(cardSavings);
    expect(plan.steps.flatMap((step) => step.measures).length).toBe(plan.recommendations.all.length);
  });

  it('lists the steps with their costs and the survey with the first step', () => {
    const plan = buildPlan(PLAN_ARCHETYPES['2015 semi']!, 'reduce_bills');
    expect(plan.steps.map((step) => step.title)).toEqual(['Solar and storage', 'Habits and switches']);
    expect(plan.steps[0]!.measures.map((m) => m.id)).toEqual(['home-survey', 'epc-certificate', 'solar-pv']);
    const costMinOf = (id: string) => plan.recommendations.all.find((item) => item.id === id)!.costMin!;
    // The survey is quoted per home, so the step's range adds the certificate's and the panels'.
    expect(plan.steps[0]!.costMin).toBe(costMinOf('solar-pv') + costMinOf('epc-certificate'));
    expect(plan.steps[0]!.cost).toMatch(/^£[\d,]+ - £[\d,]+$/);
    expect(plan.steps[1]!.why).toMatch(/start them today/);
  });
});
