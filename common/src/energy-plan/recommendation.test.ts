import { PLAN_MESSAGES } from './constants.js';
import { checkRecommendation, normaliseRecommendation } from './recommendation.js';

describe('checkRecommendation', () => {
  it('keeps every field of spec section 3', () => {
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
    expect(normaliseRecommendation(input)).toEqual({ ...input, title: 'Loft Insulation' });
  });

  it('fills defaults: priority medium, type other, no description, no carbon, title as id', () => {
    expect(normaliseRecommendation({ title: 'LED Lighting' })).toEqual({
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
    const recommendation = normaliseRecommendation({ title: 'X', ...fields });
    expect(recommendation[field as 'priority' | 'installationType']).toBe(expected);
  });

  it.each([
    ['a number', 7],
    ['text', 'abc'],
  ])('accepts an id that is %s', (_kind, id) => {
    expect(normaliseRecommendation({ id, title: 'X' }).id).toBe(id);
  });

  it.each([
    ['text', 'Free', 'Free'],
    ['a number', 150, 150],
    ['a range object', { min: 50, max: 100 }, { min: 50, max: 100 }],
    ['a reversed range', { low: 100, high: 50 }, { min: 50, max: 100 }],
    ['a pair', [20, 40], { min: 20, max: 40 }],
  ])('accepts a cost that is %s', (_kind, cost, expected) => {
    expect(normaliseRecommendation({ title: 'X', cost }).cost).toEqual(expected);
  });

  it('accepts savings as text, number or range', () => {
    expect(normaliseRecommendation({ title: 'X', savings: '£50-£80' }).savings).toBe('£50-£80');
    expect(normaliseRecommendation({ title: 'X', annual_savings: [50, 80] }).savings).toEqual({ min: 50, max: 80 });
  });

  it('reads carbonSaving text with its unit', () => {
    expect(normaliseRecommendation({ title: 'X', carbon_saving: '1,200 kg CO2' }).carbonSaving).toBe(1200);
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

  it('throws the validation heading from normaliseRecommendation', () => {
    expect(() => normaliseRecommendation({})).toThrow('Energy plan validation failed: recommendation.title: Required');
  });
});
