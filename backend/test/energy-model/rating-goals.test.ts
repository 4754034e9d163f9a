import { buildPlan, type HomeProfile } from '../../src/energy-model/index.js';
import { ARCHETYPES } from '../../src/energy-model/validation/archetypes.js';
import { REFERENCE_PROFILE } from './calibration-cases.js';
import { PLAN_PRIORITIES } from './plan-priorities.js';

/** Issue 11's goals for the rating, checked on every priority's full package. */
describe('rating goals', () => {
  it.each(PLAN_PRIORITIES)('takes the reference 1950s gas semi to B or C, never A (%s)', (priority) => {
    const plan = buildPlan(REFERENCE_PROFILE, priority);
    expect(plan.currentEpcRating).toBe('D');
    expect(['B', 'C']).toContain(plan.potentialEpcRating);
  });

  it('lets no gas-boiler home built before 2003 reach A without a heat pump or a very large (6 kWp) array', () => {
    const older = ARCHETYPES.filter((a) => a.heatingSystem === 'Gas boiler' && !['2003-2010', '2011-Present'].includes(a.yearBuilt));
    const unexplainedA: string[] = [];
    for (const archetype of older) {
      for (const priority of PLAN_PRIORITIES) {
        const plan = buildPlan(archetype as HomeProfile, priority);
        const heatPump = plan.recommendations.all.some((r) => r.id === 'air-source-heat-pump');
        // A 6 kWp array makes about 5,200 kWh a year at UK-average sunshine (SAP 10.2 Appendix M1).
        const largePv = plan.potential.solar.generation >= 6 * 860;
        if (plan.potentialEpcRating === 'A' && !heatPump && !largePv) unexplainedA.push(`${archetype.propertyType}, ${archetype.yearBuilt}, ${priority}`);
      }
    }
    expect(unexplainedA).toEqual([]);
  });

  // SAP 10.2 credits PV used on site at the import price even where it serves appliances, a cost the
  // rating never counts; with that credit capped, solar and a battery cannot lift a fossil-heated old
  // terrace to A on their own.
  const OLD_TERRACES: Record<string, HomeProfile> = {
    'pre-1919 gas terrace, solid walls and single glazing stated': { propertyType: 'Terraced', yearBuilt: 'Pre-1919', floorArea: 85, numBedrooms: 3, heatingSystem: 'Gas boiler', postcode: 'M1 1AA', fabric: { wallConstruction: 'solid', wallInsulated: false, glazing: 'single' } },
    'pre-1919 coal terrace': { propertyType: 'Terraced', yearBuilt: 'Pre-1919', floorArea: 85, numBedrooms: 3, heatingSystem: 'Other', heatingFuel: 'coal', postcode: 'M1 1AA' },
  };
  it.each(Object.entries(OLD_TERRACES))('keeps the %s below A with solar and a battery but no heat pump', (_name, profile) => {
    const plan = buildPlan(profile, 'property_value', { excludeMeasureIds: ['air-source-heat-pump'] });
    const ids = plan.recommendations.all.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['solar-pv', 'home-battery']));
    expect(plan.potentialEnergyEfficiency).toBeLessThan(92);
  });
});
