import { PlanValidationError } from './errors.js';
import { normaliseEnergyPlan } from './normalise-plan.js';

const recommendations = [
  { id: 1, title: 'Solid Wall Insulation', savings: '£900 - £1,100', carbonSaving: 400 },
  { id: 2, title: 'Air Source Heat Pump', savings: 800, carbonSaving: '1,200 kg' },
  { id: 3, title: 'LED Lighting', savings: { min: 40, max: 60 }, carbonSaving: 25.5 },
];
const normalise = (fields: Record<string, unknown>) => normaliseEnergyPlan({ recommendations, ...fields });

describe('normaliseEnergyPlan: savings aliases', () => {
  it.each([
    'potentialSavings',
    'potential_savings',
    'savings',
    'finalSavings',
    'annual_savings',
    'annualSavings',
    'totalSavings',
  ])('reads %s', (key) => {
    expect(normalise({ [key]: 321 }).potentialSavings).toBe(321);
  });

  it.each([
    ['totals.savings', { totals: { savings: 321 } }],
    ['summary.annualSavings', { summary: { annualSavings: 321 } }],
    ['data.potential_savings', { data: { potential_savings: 321 } }],
  ])('reads nested %s', (_path, fields) => {
    expect(normalise(fields).potentialSavings).toBe(321);
  });

  it('takes the first non-empty one, and zero counts as a value', () => {
    expect(normalise({ savings: '', finalSavings: 0, annual_savings: 500 }).potentialSavings).toBe(0);
  });
});

describe('normaliseEnergyPlan: savings as text', () => {
  it.each([
    ['£1,250', 1250],
    ['£1,250 per year', 1250],
    ['£300 - £500', 400],
    ['£300-£501/year', 401],
    ['300 to 500', 400],
    ['Up to £450 a year', 450],
    ['£45.80', 45],
    ['Free', 0],
    ['unknown', 0],
  ])('reads %p as %p', (text, expected) => {
    expect(normalise({ savings: text }).potentialSavings).toBe(expected);
  });
});

describe('normaliseEnergyPlan: savings and CO2 as numbers', () => {
  it.each([
    [-10, 'Must be non-negative'],
    [Infinity, 'Must be a finite number'],
    [NaN, 'Must be a valid number, got: NaN'],
    [true, 'Must be a valid number, got: true'],
    [{ min: 1, max: 2 }, 'Must be a valid number, got: {"min":1,"max":2}'],
  ])('rejects savings %p with %p', (value, message) => {
    expect(() => normalise({ savings: value })).toThrow(new PlanValidationError([{ field: 'potentialSavings', message }]));
  });

  it('applies the same number rules to CO2', () => {
    expect(() => normalise({ co2: -1 })).toThrow('co2Reduction: Must be non-negative');
  });
});

describe('normaliseEnergyPlan: totals from the recommendations', () => {
  it('sums the savings (text midpoint, number, range midpoint) when no savings field exists', () => {
    const plan = normaliseEnergyPlan({ recommendations: recommendations.slice(1) });
    expect(plan.potentialSavings).toBe(800 + 50);
  });

  it('caps the summed savings at £1,500', () => {
    expect(normalise({}).potentialSavings).toBe(1500);
  });

  it('does not cap a savings figure the plan states', () => {
    expect(normalise({ savings: 2750 }).potentialSavings).toBe(2750);
  });

  it('sums carbonSaving when no CO2 field exists', () => {
    expect(normalise({}).co2Reduction).toBe(400 + 1200 + 25.5);
  });
});

describe('normaliseEnergyPlan: CO2 aliases', () => {
  it.each(['co2Reduction', 'co2_reduction', 'co2', 'finalCO2', 'carbon', 'carbonReduction', 'carbon_savings'])('reads %s', (key) => {
    expect(normalise({ [key]: 654 }).co2Reduction).toBe(654);
  });

  it('reads nested totals.co2 and CO2 text with its unit', () => {
    expect(normalise({ totals: { co2: 654 } }).co2Reduction).toBe(654);
    expect(normalise({ co2_reduction: '1,650 kg CO2 per year' }).co2Reduction).toBe(1650);
  });
});
