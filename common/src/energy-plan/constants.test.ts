import {
  FALLBACK_SAVINGS_CAP,
  FREE_EASY_COST_CAP,
  NUMBER_MESSAGES,
  PLAN_DEFAULTS,
  PLAN_MESSAGES,
  PLAN_SCHEMA_VERSION,
  PRIORITY_LABELS,
  TOP_RECOMMENDATIONS_SIZE,
} from './constants.js';

// Other tests compare against these constants, so the spec's exact words are pinned here once.
describe('energy plan constants match the spec', () => {
  it('has the spec messages word for word', () => {
    expect(PLAN_MESSAGES).toMatchObject({
      validationFailed: 'Energy plan validation failed',
      notAnObject: 'Energy plan data must be an object',
      noRecommendations: 'Validated plan must contain at least one recommendation',
      noPlanToModify: 'No energy plan found to modify',
    });
    expect(NUMBER_MESSAGES).toEqual({
      notFinite: 'Must be a finite number',
      negative: 'Must be non-negative',
      notPositive: 'Must be greater than zero',
    });
    expect(PRIORITY_LABELS).toEqual({ higher: 'Higher Priority', lower: 'Lower Priority' });
  });

  it('has the section 9 constants and defaults', () => {
    expect([PLAN_SCHEMA_VERSION, FALLBACK_SAVINGS_CAP, TOP_RECOMMENDATIONS_SIZE, FREE_EASY_COST_CAP]).toEqual([1, 1500, 3, 200]);
    expect(PLAN_DEFAULTS).toEqual({
      epcImprovement: 'C',
      currentEpcRating: 'D',
      potentialEpcRating: 'C',
      propertyValueIncrease: '3-5%',
      currentEnergyEfficiency: 60,
      potentialEnergyEfficiency: 70,
    });
  });
});
