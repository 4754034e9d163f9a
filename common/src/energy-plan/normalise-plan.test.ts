import { PLAN_MESSAGES } from './constants.js';
import { PlanValidationError } from './errors.js';
import { normaliseEnergyPlan } from './normalise-plan.js';

const NOW = new Date('2025-03-01T12:00:00.000Z');
const now = (): Date => NOW;
const loft = { id: 1, title: 'Loft Insulation', savings: 300, carbonSaving: 100 };
const led = { id: 2, title: 'LED Lighting', savings: 50, carbonSaving: 20 };
const cavity = { id: 3, title: 'Cavity Wall Insulation', savings: 200, carbonSaving: 80 };
const meter = { id: 4, title: 'Smart Meter Installation', savings: 0, carbonSaving: 5 };

function issuesOf(input: unknown): unknown {
  try {
    normaliseEnergyPlan(input, { now });
  } catch (error) {
    if (error instanceof PlanValidationError) return error.issues;
    throw error;
  }
  throw new Error('expected a PlanValidationError');
}

describe('normaliseEnergyPlan: the plan itself', () => {
  it.each([null, undefined, 'plan', 42, [loft]])('rejects %p with the object message', (input) => {
    expect(() => normaliseEnergyPlan(input)).toThrow(`Energy plan validation failed: plan: ${PLAN_MESSAGES.notAnObject}`);
  });

  it('throws the field: message pairs after the validation heading', () => {
    expect(() => normaliseEnergyPlan({ savings: -5, recommendations: [loft] })).toThrow(
      'Energy plan validation failed: potentialSavings: Must be non-negative',
    );
  });

  it('reports every failed rule at once', () => {
    expect(issuesOf({ savings: -1, co2: Infinity })).toEqual([
      { field: 'recommendations', message: PLAN_MESSAGES.noRecommendations },
      { field: 'potentialSavings', message: 'Must be non-negative' },
      { field: 'co2Reduction', message: 'Must be a finite number' },
    ]);
  });
});

describe('normaliseEnergyPlan: recommendation aliases', () => {
  it.each([
    ['recommendations', { recommendations: [loft] }],
    ['recommendation_list', { recommendation_list: [loft] }],
    ['recommendationList', { recommendationList: [loft] }],
    ['items', { items: [loft] }],
    ['plan.recommendations', { plan: { recommendations: [loft] } }],
    ['data.recommendations', { data: { recommendations: [loft] } }],
    ['energy_plan.items', { energy_plan: { items: [loft] } }],
  ])('reads %s', (_name, input) => {
    expect(normaliseEnergyPlan(input, { now }).recommendations.all.map((r) => r.title)).toEqual(['Loft Insulation']);
  });

  it('takes the first non-empty alias, skipping empty lists and blank text', () => {
    const plan = normaliseEnergyPlan({ recommendations: [], items: '  ', data: { recommendations: [led] } }, { now });
    expect(plan.recommendations.all.map((r) => r.title)).toEqual(['LED Lighting']);
  });

  it('treats {top3: [], all: []} as empty so a later alias wins', () => {
    const plan = normaliseEnergyPlan({ recommendations: { top3: [], all: [] }, items: [led] }, { now });
    expect(plan.recommendations.all).toHaveLength(1);
  });
});

describe('normaliseEnergyPlan: recommendation shapes', () => {
  it('parses recommendations given as JSON text', () => {
    const plan = normaliseEnergyPlan({ recommendations: JSON.stringify([loft, led]) }, { now });
    expect(plan.recommendations.all.map((r) => r.id)).toEqual([1, 2]);
  });

  it('parses JSON text of {top3, all}', () => {
    const plan = normaliseEnergyPlan({ recommendations: JSON.stringify({ top3: [led], all: [loft, led] }) }, { now });
    expect(plan.recommendations.top3.map((r) => r.id)).toEqual([2]);
  });

  it.each(['Loft insulation, LED lighting', '"just text"', '{not json'])('rejects plain text %p', (text) => {
    expect(issuesOf({ recommendations: text })).toEqual([
      { field: 'recommendations', message: PLAN_MESSAGES.recommendationsShape },
      { field: 'recommendations', message: PLAN_MESSAGES.noRecommendations },
    ]);
  });

  it('rejects an object that has neither top3 nor all', () => {
    expect(issuesOf({ recommendations: { first: loft } })).toContainEqual({
      field: 'recommendations',
      message: PLAN_MESSAGES.recommendationsShape,
    });
  });

  it('takes the first 3 of an array as top3 and the whole array as all', () => {
    const plan = normaliseEnergyPlan({ recommendations: [loft, led, cavity, meter] }, { now });
    expect(plan.recommendations.top3.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(plan.recommendations.all.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });

  it('keeps top3 and all as given', () => {
    const plan = normaliseEnergyPlan({ recommendations: { top3: [cavity], all: [loft, led, cavity] } }, { now });
    expect(plan.recommendations.top3.map((r) => r.id)).toEqual([3]);
    expect(plan.recommendations.all.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('fills top3 from all when only all exists', () => {
    const plan = normaliseEnergyPlan({ recommendations: { all: [loft, led, cavity, meter] } }, { now });
    expect(plan.recommendations.top3.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('fills all from top3 when only top3 exists', () => {
    const plan = normaliseEnergyPlan({ recommendations: { top3: [loft, led], all: [] } }, { now });
    expect(plan.recommendations.all.map((r) => r.id)).toEqual([1, 2]);
  });

  it('cuts a top3 longer than 3', () => {
    const plan = normaliseEnergyPlan({ recommendations: { top3: [loft, led, cavity, meter] } }, { now });
    expect(plan.recommendations.top3).toHaveLength(3);
  });

  it('drops entries that are not objects', () => {
    const plan = normaliseEnergyPlan({ recommendations: [null, 'Loft', 7, [led], loft] }, { now });
    expect(plan.recommendations.all.map((r) => r.id)).toEqual([1]);
  });

  it.each([
    ['missing', {}],
    ['empty', { recommendations: [] }],
    ['only non-objects', { recommendations: ['Loft', 3] }],
  ])('requires at least one recommendation (%s)', (_case, input) => {
    expect(issuesOf(input)).toEqual([{ field: 'recommendations', message: PLAN_MESSAGES.noRecommendations }]);
  });

  it('empties both lists when any entry is invalid, so the plan fails and names the entry', () => {
    expect(issuesOf({ recommendations: [loft, { id: 9, description: 'no title' }] })).toEqual([
      { field: 'recommendations.all[1].title', message: 'Required' },
      { field: 'recommendations', message: PLAN_MESSAGES.noRecommendations },
    ]);
  });
});
