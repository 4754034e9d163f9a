import { estimateHome } from '../../src/energy-model/estimate.js';
import { OFGEM_TDCV_ECONOMY7 } from '../../src/energy-model/evidence/measured-consumption.js';
import { storageControlAdjustmentC, storageOffPeakShare } from '../../src/energy-model/heating-system.js';
import { electricHeatingControls, highHeatRetentionStorageHeaters } from '../../src/energy-model/measures/heating.js';
import { buildPlan } from '../../src/energy-model/plan/build-plan.js';
import { resolveProfile } from '../../src/energy-model/profile.js';
import type { HomeProfile, PlanPriority } from '../../src/energy-model/types.js';

const STORAGE_HEATERS = 'high-heat-retention-storage-heaters';
const HEAT_PUMP = 'air-source-heat-pump';
const storageFlat: HomeProfile = { propertyType: 'Flat/Apartment', yearBuilt: '1965-1982', floorArea: 60, numBedrooms: 2, heatingSystem: 'Electric storage heaters', postcode: 'LS1 4AP' };
const storageSemi: HomeProfile = { propertyType: 'Semi-detached', yearBuilt: '1945-1964', floorArea: 90, numBedrooms: 3, heatingSystem: 'Electric storage heaters', postcode: 'LS1 4AP' };
const roomHeaterFlat: HomeProfile = { ...storageFlat, heatingSystem: 'Other', heatingFuel: 'electric_room_heaters' };
const idsOf = (plan: ReturnType<typeof buildPlan>) => plan.recommendations.all.map((r) => r.id);
const PRIORITIES: readonly PlanPriority[] = ['reduce_bills', 'environmental_benefit', 'property_value', 'comfort_improvement'];

describe('high heat retention storage heaters', () => {
  it('take SAP Table 4e\'s 0 K for their controls against +0.4 K for older heaters, and charge more at night', () => {
    const old = resolveProfile(storageFlat).home;
    const modern = highHeatRetentionStorageHeaters.apply(old);
    expect(storageControlAdjustmentC(old)).toBe(0.4);
    expect(storageControlAdjustmentC(modern)).toBe(0);
    expect(storageOffPeakShare(old)).toBe(0.9);
    expect(storageOffPeakShare(modern)).toBe(0.95);
    expect(estimateHome(modern).bill.total).toBeLessThan(estimateHome(old).bill.total);
    expect(estimateHome(modern).sap.score).toBeGreaterThan(estimateHome(old).sap.score);
  });

  it('move a home heated by room heaters at the full price onto Economy 7 storage, a saving of hundreds of pounds', () => {
    const plan = buildPlan(roomHeaterFlat, 'reduce_bills');
    const item = plan.recommendations.all.find((r) => r.id === STORAGE_HEATERS)!;
    expect(item.savings).toBeGreaterThan(200);
    expect(plan.potentialEpcRating).not.toBe(plan.currentEpcRating);
  });

  it('give a storage-heated flat its heating measure, or a line saying why it is left out', () => {
    for (const priority of PRIORITIES) {
      const plan = buildPlan(storageFlat, priority);
      // No heat pump in a flat (outdoor unit, consent), so there is no choice to make.
      expect(plan.heatingDecision).toBeNull();
      expect(idsOf(plan)).not.toContain(HEAT_PUMP);
      const offered = idsOf(plan).includes(STORAGE_HEATERS);
      const leftOut = plan.assumptions.some((line) => line.startsWith('Considered and left out: High Heat Retention Storage Heaters'));
      expect(offered !== leftOut).toBe(true);
    }
  });
});

describe('the heating decision for electric homes', () => {
  it('weighs storage heaters against a heat pump and counts only the chosen one', () => {
    for (const priority of PRIORITIES.filter((p) => p !== 'reduce_bills')) {
      const plan = buildPlan(storageSemi, priority);
      const decision = plan.heatingDecision!;
      expect(new Set([decision.chosen.measureId, decision.alternative.measureId])).toEqual(new Set([STORAGE_HEATERS, HEAT_PUMP]));
      expect(decision.replacementDue).toBe(false);
      expect(decision.why).toMatch(/^Your home is heated by electricity/);
      expect(idsOf(plan)).not.toContain(decision.alternative.measureId);
      expect(plan.steps.flatMap((step) => step.measures.map((m) => m.id))).not.toContain(decision.alternative.measureId);
    }
  });

  it('shows no choice when the cheaper option does not pay back to lower bills, and says why each is left out', () => {
    const plan = buildPlan(storageSemi, 'reduce_bills');
    expect(plan.heatingDecision).toBeNull();
    expect(idsOf(plan)).not.toContain(STORAGE_HEATERS);
    expect(idsOf(plan)).not.toContain(HEAT_PUMP);
    const leftOut = plan.assumptions.filter((line) => line.startsWith('Considered and left out: '));
    expect(leftOut.filter((line) => /^Considered and left out: (High Heat Retention Storage Heaters|Air Source Heat Pump) \(£[\d,]+ - £[\d,]+\) would save about £\d+ a year, paying back in about \d+ years, beyond its \d+ years working life/.test(line))).toHaveLength(2);
  });

  it('keeps storage heaters in the plan when the visitor removes the heat pump', () => {
    const plan = buildPlan(storageSemi, 'environmental_benefit', { excludeMeasureIds: [HEAT_PUMP] });
    expect(plan.heatingDecision).toBeNull();
    expect(idsOf(plan)).toContain(STORAGE_HEATERS);
  });
});

describe('electric homes calibrated to Economy 7 use', () => {
  const electricity = (profile: HomeProfile) => estimateHome(resolveProfile(profile).home).fuel.electricity;

  it('puts the 1950s storage-heated semi at Ofgem\'s Economy 7 "high" typical use (within 5%)', () => {
    expect(Math.abs(electricity(storageSemi) / OFGEM_TDCV_ECONOMY7.high.value - 1)).toBeLessThan(0.05);
  });

  it('puts the storage-heated 1970s flat between the Economy 7 medium and high, well below where it was (5,625 kWh)', () => {
    const flat = electricity(storageFlat);
    expect(flat).toBeGreaterThan(OFGEM_TDCV_ECONOMY7.medium.value);
    expect(flat).toBeLessThan(5_000);
  });

  it('assumes a cylinder of unknown insulation has factory foam, and a stated thin jacket loses more', () => {
    const unknown = resolveProfile(storageFlat);
    expect(unknown.home.cylinderInsulation).toBe('good');
    expect(unknown.assumptions).toContain('Cylinder insulation not given: assumed factory foam (cylinders have come insulated since the 1980s).');
    const thin = { ...storageFlat, fabric: { cylinderInsulation: 'thin' as const } };
    expect(electricity(thin)).toBeGreaterThan(electricity(storageFlat) + 500);
  });
});

describe('controls for electric heaters a home keeps', () => {
  const CONTROLS = 'electric-heating-controls';
  const manualStorageFlat: HomeProfile = { ...storageFlat, fabric: { heatingControls: 'none' } };
  const offeredOrLeftOut = (plan: ReturnType<typeof buildPlan>) =>
    [idsOf(plan).includes(CONTROLS), plan.assumptions.some((line) => line.startsWith('Considered and left out: Electric Heater Controls'))];

  it('takes SAP Table 4e\'s +0.7 K for storage heaters set by hand, and automatic charge control brings it to +0.4 K', () => {
    const manual = resolveProfile(manualStorageFlat).home;
    expect(storageControlAdjustmentC(manual)).toBe(0.7);
    expect(electricHeatingControls.applies(manual, 'reduce_bills')).toBe(true);
    const automatic = electricHeatingControls.apply(manual);
    expect(storageControlAdjustmentC(automatic)).toBe(0.4);
    expect(estimateHome(automatic).bill.total).toBeLessThan(estimateHome(manual).bill.total);
    // Unless told otherwise, older heaters are taken to have automatic charge control: nothing to sell.
    expect(electricHeatingControls.applies(resolveProfile(storageFlat).home, 'reduce_bills')).toBe(false);
    expect(resolveProfile(storageFlat).assumptions).toContain('Storage heater controls not given: assumed automatic charge control.');
  });

  it('answers a stated "no controls" on storage heaters with the measure or a line saying why not, whatever the priority', () => {
    for (const priority of PRIORITIES) {
      const plan = buildPlan(manualStorageFlat, priority, { excludeMeasureIds: [STORAGE_HEATERS] });
      const [offered, leftOut] = offeredOrLeftOut(plan);
      expect(offered !== leftOut).toBe(true);
    }
  });

  it('is not sold beside new storage heaters, which come with their own controls', () => {
    const plan = buildPlan(manualStorageFlat, 'environmental_benefit');
    expect(idsOf(plan)).toContain(STORAGE_HEATERS);
    expect(offeredOrLeftOut(plan)).toEqual([false, false]);
  });

  it('gives room heaters without a thermostat a programmable thermostat each when the home keeps them', () => {
    const home = resolveProfile({ ...roomHeaterFlat, fabric: { heatingControls: 'none' } }).home;
    expect(electricHeatingControls.applies(home, 'reduce_bills')).toBe(true);
    const plan = buildPlan({ ...roomHeaterFlat, fabric: { heatingControls: 'none' } }, 'environmental_benefit', { excludeMeasureIds: [STORAGE_HEATERS] });
    const item = plan.recommendations.all.find((r) => r.id === CONTROLS)!;
    // One heater in each of the flat's three heated rooms (two bedrooms and the living room).
    expect([item.costMin, item.costMax]).toEqual([60 * 3, 150 * 3]);
    expect(item.savings).toBeGreaterThan(0);
  });
});

describe('controls on a heat pump the home already has', () => {
  it('answers a stated "no controls" with heating controls or a line saying why not', () => {
    const heatPumpHouse: HomeProfile = { propertyType: 'Detached', yearBuilt: '2003-2010', heatingSystem: 'Heat pump', postcode: 'LS1 4AP', fabric: { heatingControls: 'none' } };
    for (const priority of PRIORITIES) {
      const plan = buildPlan(heatPumpHouse, priority);
      const offered = idsOf(plan).includes('heating-controls');
      const leftOut = plan.assumptions.some((line) => line.startsWith('Considered and left out: Heating Controls Upgrade'));
      expect(offered !== leftOut).toBe(true);
    }
  });
});
