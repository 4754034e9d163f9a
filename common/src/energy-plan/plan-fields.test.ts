import { normaliseEnergyPlan } from './normalise-plan.js';

const NOW = new Date('2025-03-01T12:00:00.000Z');
const now = (): Date => NOW;
const recommendations = [{ id: 1, title: 'Loft Insulation', savings: 300, carbonSaving: 100 }];
const normalise = (fields: Record<string, unknown>) => normaliseEnergyPlan({ recommendations, ...fields }, { now });

describe('normaliseEnergyPlan: defaults', () => {
  it('fills every default', () => {
    expect(normalise({ potentialSavings: 300, co2Reduction: 100 })).toEqual({
      id: NOW.getTime(),
      propertyId: NOW.getTime(),
      propertyData: null,
      recommendations: expect.any(Object),
      potentialSavings: 300,
      co2Reduction: 100,
      propertyValueIncrease: '3-5%',
      epcImprovement: 'C',
      currentEpcRating: 'D',
      potentialEpcRating: 'C',
      currentEnergyEfficiency: 60,
      potentialEnergyEfficiency: 70,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
  });

  it('keeps given ids, texts and ratings', () => {
    const plan = normalise({
      id: 'plan-7',
      property_id: 42,
      propertyValueIncrease: '5-8%',
      epcImprovement: 'D to B',
      currentEpcRating: 'd',
      potentialEpcRating: 'B (81-91)',
    });
    expect(plan).toMatchObject({
      id: 'plan-7',
      propertyId: 42,
      propertyValueIncrease: '5-8%',
      epcImprovement: 'D to B',
      currentEpcRating: 'D',
      potentialEpcRating: 'B',
    });
  });

  it("uses the property's id and EPC band when the plan omits them", () => {
    const plan = normalise({ propertyData: { id: 12, epcRating: 'E' } });
    expect(plan).toMatchObject({ propertyId: 12, currentEpcRating: 'E', propertyData: { id: 12, epcRating: 'E' } });
  });

  it.each([
    [{ currentEpcRating: 'E', potentialEpcRating: 'B' }, 'E to B'],
    [{ current_epc_rating: 'F' }, 'F to C'],
    [{ potentialEpcRating: 'A' }, 'D to A'],
    [{ currentEpcRating: 'Unknown' }, 'C'],
  ])('builds epcImprovement from %p as %p', (fields, expected) => {
    expect(normalise(fields).epcImprovement).toBe(expected);
  });

  it('reads a numeric value increase as a percentage', () => {
    expect(normalise({ property_value_increase: 4 }).propertyValueIncrease).toBe('4%');
  });

  it('keeps parseable timestamps and takes updatedAt from createdAt', () => {
    const plan = normalise({ created_at: '2024-01-02T03:04:05.000Z' });
    expect(plan).toMatchObject({ createdAt: '2024-01-02T03:04:05.000Z', updatedAt: '2024-01-02T03:04:05.000Z' });
    expect(normalise({ createdAt: 0, updatedAt: 'not a date' }).updatedAt).toBe('1970-01-01T00:00:00.000Z');
  });
});

describe('normaliseEnergyPlan: efficiency scores', () => {
  it('keeps valid scores, including numeric text', () => {
    expect(normalise({ currentEnergyEfficiency: 55, potential_energy_efficiency: '81' })).toMatchObject({
      currentEnergyEfficiency: 55,
      potentialEnergyEfficiency: 81,
    });
  });

  it.each([0, -3, 'abc', Infinity, NaN, { score: 50 }])('falls back to 60 and 70 for %p', (score) => {
    expect(normalise({ currentEnergyEfficiency: score, potentialEnergyEfficiency: score })).toMatchObject({
      currentEnergyEfficiency: 60,
      potentialEnergyEfficiency: 70,
    });
  });
});

describe('normaliseEnergyPlan: stability', () => {
  it('changes nothing when a normalised plan is normalised again, even after JSON', () => {
    const once = normaliseEnergyPlan(
      { recommendations: [{ title: 'Draught Proofing', cost: '£100-£200', savings: [40, 60] }, ...recommendations], currentEpcRating: 'E' },
      { now },
    );
    const later = (): Date => new Date('2030-01-01T00:00:00.000Z');
    expect(normaliseEnergyPlan(once, { now: later })).toEqual(once);
    expect(normaliseEnergyPlan(JSON.parse(JSON.stringify(once)), { now: later })).toEqual(once);
  });
});
