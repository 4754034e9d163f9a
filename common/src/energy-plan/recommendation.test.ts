import { PLAN_MESSAGES } from './constants.js';
import { checkRecommendation } from './recommendation.js';
import type { Recommendation } from './types.js';

/** The recommendation a valid input becomes. */
function accepted(input: unknown): Recommendation {
  const check = checkRecommendation(input);
  if (!check.ok) throw new Error(`rejected: ${JSON.stringify(check.issues)}`);
  return check.recommendation;
}

describe('checkRecommendation', () => {
  it('keeps every field of a recommendation', () => {
    const input = {
      id: 'loft-1',
      title: ' Loft Insulation ',
      description: 'Top up to 270 mm.',
      cost: '£300-£500',
      savings: 250,
      carbonSaving: 120,
      installationType: 'insulation',
      icon: 'home',
      image: 'loft.jpg',
      priority: 'high',
      learnMore: 'Most heat is lost through the roof.',
    };
    expect(accepted(input)).toEqual({ ...input, title: 'Loft Insulation' });
  });

  it('fills defaults: priority medium, type other, no description, no carbon, title as id', () => {
    expect(accepted({ title: 'LED Lighting' })).toEqual({
      id: 'LED Lighting',
      title: 'LED Lighting',
      description: '',
      carbonSaving: 0,
      installationType: 'other',
      priority: 'medium',
    });
  });

  it.each([
    ['priority', { priority: 'urgent' }, 'medium'],
    ['priority', { priority: 'LOW' }, 'low'],
    ['installationType', { installationType: 'plumbing' }, 'other'],
    ['installationType', { installation_type: 'Renewable' }, 'renewable'],
  ])('reads %s from %p', (field, fields, expected) => {
    const recommendation = accepted({ title: 'X', ...fields });
    expect(recommendation[field as 'priority' | 'installationType']).toBe(expected);
  });

  it.each([
    ['a number', 7],
    ['text', 'abc'],
  ])('accepts an id that is %s', (_kind, id) => {
    expect(accepted({ id, title: 'X' }).id).toBe(id);
  });

  it.each([
    ['text', 'Free', 'Free'],
    ['a number', 150, 150],
    ['a range object', { min: 50, max: 100 }, { min: 50, max: 100 }],
    ['a reversed range', { low: 100, high: 50 }, { min: 50, max: 100 }],
    ['a pair', [20, 40], { min: 20, max: 40 }],
  ])('accepts a cost that is %s', (_kind, cost, expected) => {
    expect(accepted({ title: 'X', cost }).cost).toEqual(expected);
  });

  it('keeps a signed saving beside savings, so a measure that costs more can say so', () => {
    expect(accepted({ title: 'Heat pump', savings: 0, annualSavingGbp: -50 }).annualSavingGbp).toBe(-50);
    expect(accepted({ title: 'Heat pump', annual_saving_gbp: 12.5 }).annualSavingGbp).toBe(12.5);
    expect(accepted({ title: 'Heat pump', annualSavingGbp: 'lots' })).not.toHaveProperty('annualSavingGbp');
  });

  it("keeps the model's upper figure when the plan gives one, and a plan without it stays without", () => {
    expect(accepted({ title: 'Cavity', savings: 97, modelledSavings: 251 }).modelledSavings).toBe(251);
    expect(accepted({ title: 'Cavity', modelled_savings: 251 }).modelledSavings).toBe(251);
    expect(accepted({ title: 'Cavity', savings: 97 })).not.toHaveProperty('modelledSavings');
  });

  it('keeps the ranking\'s one-line reason when the plan gives one', () => {
    expect(accepted({ title: 'Loft', rankReason: ' Saves the most per pound ' }).rankReason).toBe('Saves the most per pound');
    expect(accepted({ title: 'Loft', rankReason: '' })).not.toHaveProperty('rankReason');
  });

  it('keeps the informational flag when it is a boolean, and nothing else', () => {
    expect(accepted({ title: 'Survey', informational: true }).informational).toBe(true);
    expect(accepted({ title: 'Loft', informational: 'yes' })).not.toHaveProperty('informational');
  });

  it('accepts savings as text, number or range', () => {
    expect(accepted({ title: 'X', savings: '£50-£80' }).savings).toBe('£50-£80');
    expect(accepted({ title: 'X', annual_savings: [50, 80] }).savings).toEqual({ min: 50, max: 80 });
  });

  it('reads carbonSaving text with its unit', () => {
    expect(accepted({ title: 'X', carbon_saving: '1,200 kg CO2' }).carbonSaving).toBe(1200);
  });

  it.each([
    [{}, 'title', PLAN_MESSAGES.required],
    [{ title: '   ' }, 'title', PLAN_MESSAGES.required],
    [{ title: 'X', id: true }, 'id', PLAN_MESSAGES.idType],
    [{ title: 'X', cost: -5 }, 'cost', 'Must be non-negative'],
    [{ title: 'X', cost: { amount: 5 } }, 'cost', PLAN_MESSAGES.amountType],
    [{ title: 'X', savings: [10, 'lots'] }, 'savings', 'Must be a valid number, got: lots'],
    [{ title: 'X', carbonSaving: Infinity }, 'carbonSaving', 'Must be a finite number'],
  ])('rejects %p at %s', (input, field, message) => {
    expect(checkRecommendation(input, 'rec')).toEqual({ ok: false, issues: [{ field: `rec.${field}`, message }] });
  });

  it('rejects a recommendation that is not an object', () => {
    expect(checkRecommendation('Loft', 'rec')).toEqual({
      ok: false,
      issues: [{ field: 'rec', message: PLAN_MESSAGES.recommendationNotAnObject }],
    });
  });
});
