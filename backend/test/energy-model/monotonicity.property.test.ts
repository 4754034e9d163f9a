import { HEATING_SYSTEMS } from '@warmwise/common';
import fc from 'fast-check';
import {
  buildPlan,
  estimateEnergy,
  PROPERTY_TYPES,
  YEAR_BUILT_OPTIONS,
  type EnergyEstimate,
  type FabricFacts,
  type HomeProfile,
} from '../../src/energy-model/index.js';
import { PLAN_PRIORITIES } from './plan-priorities.js';

/*
 * The model's shape, over any home a visitor can describe (`npm run model:validate` checks the same
 * kind of rule on a fixed grid of archetypes): a bigger home never uses less, a fabric measure
 * never raises what the home uses, and a plan never claims to save more than the home spends or
 * emits.
 */

const GLAZING = ['single', 'double', 'double_post_2002', 'new_double'] as const;
const CYLINDER = ['none', 'thin', 'good'] as const;

const fabric: fc.Arbitrary<FabricFacts> = fc.record(
  {
    wallConstruction: fc.constantFrom('cavity', 'solid'),
    wallInsulated: fc.boolean(),
    loftInsulationMm: fc.oneof(fc.constantFrom(0, 12, 25, 50, 100, 150, 200, 270, 300), fc.constant(null)),
    glazing: fc.constantFrom(...GLAZING),
    floorType: fc.constantFrom('solid', 'suspended'),
    floorInsulated: fc.boolean(),
    hasCylinder: fc.boolean(),
    cylinderInsulation: fc.constantFrom(...CYLINDER),
    hotWaterPipesInsulated: fc.boolean(),
    flatPosition: fc.constantFrom('top', 'middle', 'ground'),
    boilerCondensing: fc.boolean(),
    heatingControls: fc.constantFrom('none', 'basic', 'full'),
    lowEnergyLightingPct: fc.integer({ min: 0, max: 100 }),
    draughtProofed: fc.boolean(),
  },
  { requiredKeys: [] },
);

/** A home as the wizard and the EPC describe it (no metered bills: those fit the model to them). */
const home: fc.Arbitrary<HomeProfile> = fc.record(
  {
    propertyType: fc.constantFrom(...PROPERTY_TYPES),
    yearBuilt: fc.constantFrom(...YEAR_BUILT_OPTIONS),
    heatingSystem: fc.constantFrom(...HEATING_SYSTEMS),
    floorArea: fc.oneof(fc.integer({ min: 10, max: 1_000 }), fc.constant(null)),
    numBedrooms: fc.oneof(fc.integer({ min: 1, max: 8 }), fc.constant(null)),
    postcode: fc.constantFrom('B33 8TH', 'EH3 9GL', 'TR1 2HE', 'IV2 3PY', null),
    solarPVPanels: fc.boolean(),
    solarWaterHeating: fc.boolean(),
    fabric,
  },
  { requiredKeys: ['propertyType', 'yearBuilt', 'heatingSystem'] },
);

/** Energy the home uses in a year: what it buys, and its own solar electricity used on site. */
const used = (estimate: EnergyEstimate) =>
  estimate.fuel.gas + estimate.fuel.electricity + estimate.fuel.oil + estimate.fuel.heatNetwork + estimate.solar.usedOnSite;

/** Rounding in the model's last step, in kWh: far below any real difference. */
const KWH_TOLERANCE = 1e-6;

type Improvement = { name: string; improve: (facts: FabricFacts) => FabricFacts | null };
const better = <T>(order: readonly T[], current: T | undefined, by: number): T | null => {
  const at = order.indexOf(current as T);
  return at >= 0 && at + by < order.length ? order[at + by]! : null;
};

/** Each fabric measure as a change to the facts; null where it does not apply (already done). */
const IMPROVEMENTS: Improvement[] = [
  { name: 'wall insulation', improve: (f) => (f.wallInsulated ? null : { ...f, wallInsulated: true }) },
  // Only from a known depth: without one the model assumes the age band's typical depth.
  {
    name: 'more loft insulation',
    improve: (f) => (typeof f.loftInsulationMm !== 'number' || f.loftInsulationMm >= 300 ? null : { ...f, loftInsulationMm: Math.min(300, f.loftInsulationMm + 100) }),
  },
  { name: 'better glazing', improve: (f) => (f.glazing === undefined ? null : (g => (g ? { ...f, glazing: g } : null))(better(GLAZING, f.glazing, 1))) },
  { name: 'floor insulation', improve: (f) => (f.floorInsulated ? null : { ...f, floorInsulated: true }) },
  { name: 'draught proofing', improve: (f) => (f.draughtProofed ? null : { ...f, draughtProofed: true }) },
  { name: 'cylinder insulation', improve: (f) => (f.cylinderInsulation === undefined ? null : (c => (c ? { ...f, cylinderInsulation: c } : null))(better(CYLINDER, f.cylinderInsulation, 1))) },
  { name: 'pipe insulation', improve: (f) => (f.hotWaterPipesInsulated ? null : { ...f, hotWaterPipesInsulated: true }) },
];

describe('energy model monotonicity, property-based', () => {
  it('a bigger home never uses less', () => {
    fc.assert(
      fc.property(home, fc.integer({ min: 10, max: 999 }), fc.integer({ min: 1, max: 500 }), (profile, area, extra) => {
        const smaller = used(estimateEnergy({ ...profile, floorArea: area }));
        const bigger = used(estimateEnergy({ ...profile, floorArea: Math.min(1_000, area + extra) }));
        expect(bigger).toBeGreaterThanOrEqual(smaller - KWH_TOLERANCE);
      }),
      { numRuns: 500 },
    );
  });

  it('a fabric measure never raises what the home uses', () => {
    fc.assert(
      fc.property(home, fc.constantFrom(...IMPROVEMENTS), (profile, { improve }) => {
        const improved = improve(profile.fabric ?? {});
        fc.pre(improved !== null);
        const before = used(estimateEnergy(profile));
        const after = used(estimateEnergy({ ...profile, fabric: improved! }));
        expect(after).toBeLessThanOrEqual(before + KWH_TOLERANCE);
      }),
      { numRuns: 500 },
    );
  });

  it("a plan's savings never exceed what the home spends and emits today", () => {
    fc.assert(
      fc.property(home, fc.constantFrom(...PLAN_PRIORITIES), (profile, priority) => {
        const plan = buildPlan(profile, priority);
        expect(plan.potentialSavings).toBeGreaterThanOrEqual(0);
        expect(plan.potentialSavings).toBeLessThanOrEqual(plan.baseline.bill.total);
        // Exported solar electricity is credited with the grid emissions it displaces (as SAP does), so
        // only a plan that exports nothing is bound by the home's own emissions.
        if (plan.potential.solar.exported === 0) expect(plan.co2Reduction).toBeLessThanOrEqual(plan.baseline.co2Kg);
      }),
      { numRuns: 500 },
    );
  });
});
