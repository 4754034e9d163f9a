import { PLAN_MESSAGES } from './constants.js';
import { PlanNotFoundError, PlanValidationError } from './errors.js';
import { normaliseEnergyPlan } from './normalise-plan.js';
import { removeRecommendation } from './remove-recommendation.js';

const CREATED = new Date('2025-01-01T00:00:00.000Z');
const LATER = new Date('2025-02-01T00:00:00.000Z');
const later = (): Date => LATER;
const plan = normaliseEnergyPlan(
  {
    id: 1,
    savings: 600,
    recommendations: [
      { id: 11, title: 'Loft Insulation' },
      { id: 12, title: 'LED Lighting' },
      { id: 13, title: 'Draught Proofing' },
      { id: 14, title: 'Smart Meter Installation' },
    ],
  },
  { now: () => CREATED },
);

describe('removeRecommendation', () => {
  it('removes it from both top3 and all and stamps updatedAt', () => {
    const updated = removeRecommendation(plan, 12, { now: later });
    expect(updated.recommendations.top3.map((r) => r.id)).toEqual([11, 13]);
    expect(updated.recommendations.all.map((r) => r.id)).toEqual([11, 13, 14]);
    expect(updated.updatedAt).toBe(LATER.toISOString());
    expect(updated.createdAt).toBe(CREATED.toISOString());
  });

  it('matches an id given as text', () => {
    expect(removeRecommendation(plan, '14', { now: later }).recommendations.all).toHaveLength(3);
  });

  it('keeps the plan totals, which come from the model', () => {
    expect(removeRecommendation(plan, 11, { now: later }).potentialSavings).toBe(600);
  });

  it('leaves the plan unchanged for an unknown id', () => {
    expect(removeRecommendation(plan, 99, { now: later })).toEqual(plan);
  });

  it.each([null, undefined])('fails with %p as the plan', (missing) => {
    expect(() => removeRecommendation(missing, 11)).toThrow(new PlanNotFoundError());
    expect(() => removeRecommendation(missing, 11)).toThrow(PLAN_MESSAGES.noPlanToModify);
  });

  it('re-validates, so removing the last recommendation fails', () => {
    const single = normaliseEnergyPlan({ recommendations: [{ id: 1, title: 'Loft Insulation' }] });
    expect(() => removeRecommendation(single, 1)).toThrow(PlanValidationError);
    expect(() => removeRecommendation(single, 1)).toThrow(PLAN_MESSAGES.noRecommendations);
  });
});
