import fc from 'fast-check';
import { PlanValidationError } from './errors.js';
import { normaliseEnergyPlan } from './normalise-plan.js';
import { PLAN_ALIASES } from './plan-aliases.js';

/*
 * Plans reach the normaliser from several generations of the server and from browser storage, in
 * many spellings. Whatever it is given, it either returns one EnergyPlan that it would return
 * unchanged if given again (so a stored plan survives any number of reads), or refuses with
 * PlanValidationError: never another error.
 */

const NOW = new Date('2025-03-01T12:00:00.000Z');
const options = { now: () => NOW };

/** Figures as plans have written them: numbers, text with units and commas, ranges, and junk. */
const amount = fc.oneof(
  { weight: 3, arbitrary: fc.double({ min: 0, max: 5_000, noNaN: true }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 5_000 }).map((pounds) => `£${pounds.toLocaleString('en-GB')}`) },
  { weight: 2, arbitrary: fc.tuple(fc.nat(2_000), fc.nat(2_000)).map(([a, b]) => `£${Math.min(a, b)}-£${Math.max(a, b)}`) },
  { weight: 2, arbitrary: fc.tuple(fc.nat(2_000), fc.nat(2_000)).map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })) },
  { weight: 2, arbitrary: fc.constantFrom('Free', '120 kg', 'about 300', '', 'n/a') },
  { weight: 1, arbitrary: fc.constantFrom(-5, Infinity, null, true) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 1 }) },
);
const text = fc.oneof(
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 3, arbitrary: fc.constantFrom('Loft Insulation', 'LED Lighting', '  Smart Meter  ', 'Solar PV') },
);

const recommendation = fc.record(
  {
    id: fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constant(null)),
    title: text,
    description: text,
    cost: amount,
    savings: amount,
    carbonSaving: amount,
    annualSavingGbp: amount,
    installationType: fc.constantFrom('insulation', 'HEATING', 'renewable', 'other', 'solar', ''),
    priority: fc.constantFrom('high', 'Medium', 'low', 'urgent'),
    informational: fc.oneof(fc.boolean(), fc.constant('yes')),
    learnMore: text,
  },
  { requiredKeys: ['title'] },
);

const recommendationList = fc.array(recommendation, { minLength: 1, maxLength: 5 });
const recommendations = fc.oneof(
  recommendationList,
  recommendationList.map((all) => ({ top3: all.slice(0, 3), all })),
  recommendationList.map((all) => JSON.stringify(all)),
);

/** Sets `value` at an alias path, making the containers it names. */
function setAt(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let at = target;
  for (const key of path.slice(0, -1)) {
    const next = at[key];
    at = typeof next === 'object' && next !== null && !Array.isArray(next) ? (next as Record<string, unknown>) : (at[key] = {});
  }
  at[path[path.length - 1]] = value;
}

type PlanField = keyof typeof PLAN_ALIASES;
const valueFor: Record<PlanField, fc.Arbitrary<unknown>> = {
  id: fc.oneof(fc.integer(), fc.uuid()),
  propertyId: fc.oneof(fc.integer(), fc.uuid()),
  propertyData: fc.oneof(fc.constant(null), fc.dictionary(fc.constantFrom('id', 'address', 'postcode'), fc.string({ maxLength: 10 }))),
  recommendations,
  savings: amount,
  carbon: amount,
  propertyValueIncrease: fc.oneof(fc.constantFrom('3-5%', '5%', ''), fc.double({ noNaN: true })),
  epcImprovement: fc.constantFrom('C', 'D to B', 'B', '', 'Z'),
  currentEpcRating: fc.constantFrom('A', 'd', 'G', 'Z', ''),
  potentialEpcRating: fc.constantFrom('B', 'c', 'H', ''),
  currentEnergyEfficiency: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.constant('61')),
  potentialEnergyEfficiency: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.constant('80')),
  createdAt: fc.oneof(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), fc.constant('yesterday')),
  updatedAt: fc.oneof(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), fc.nat()),
};

/** A plan in any of the shapes the aliases accept: each field present or not, under any of its names. */
const messyPlan = fc
  .tuple(
    ...(Object.keys(PLAN_ALIASES) as PlanField[]).map((field) => {
      const entry = fc.tuple(fc.constantFrom(...PLAN_ALIASES[field]), valueFor[field]);
      // Most plans have recommendations; the others are refused for it, which the last test covers.
      return field === 'recommendations' ? fc.option(entry, { nil: undefined, freq: 20 }) : fc.option(entry, { nil: undefined });
    }),
  )
  .map((entries) => {
    const plan: Record<string, unknown> = {};
    for (const entry of entries) if (entry) setAt(plan, entry[0], entry[1]);
    return plan;
  });

function normalised(input: unknown) {
  try {
    return { plan: normaliseEnergyPlan(input, options) };
  } catch (error) {
    if (error instanceof PlanValidationError) return { refused: error };
    throw error;
  }
}

describe('normaliseEnergyPlan, property-based', () => {
  it('is idempotent: a normalised plan normalises to itself', () => {
    fc.assert(
      fc.property(messyPlan, (input) => {
        const first = normalised(input);
        if (first.plan) expect(normaliseEnergyPlan(first.plan, options)).toEqual(first.plan);
      }),
      { numRuns: 1_000 },
    );
  });

  it('survives a round trip through JSON (as browser storage keeps it) unchanged', () => {
    fc.assert(
      fc.property(messyPlan, (input) => {
        const { plan } = normalised(input);
        if (plan) expect(normaliseEnergyPlan(JSON.parse(JSON.stringify(plan)), options)).toEqual(plan);
      }),
      { numRuns: 500 },
    );
  });

  it('answers anything with a plan or a PlanValidationError naming each failed rule', () => {
    fc.assert(
      fc.property(fc.oneof(messyPlan, fc.anything()), (input) => {
        const { refused } = normalised(input);
        if (refused) {
          expect(refused.issues.length).toBeGreaterThan(0);
          for (const issue of refused.issues) expect(issue.message).toMatch(/\S/);
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
