import { buildPlan, type HomeProfile } from '../../src/energy-model/index.js';
import { heatPumpGrantForHome, UNKNOWN_HOME } from '../../src/grants/index.js';
import { PLAN_ARCHETYPES } from './plan-archetypes.js';

const withGrants = (profile: HomeProfile, priority: 'reduce_bills' | 'comfort_improvement' = 'reduce_bills') =>
  // The grant of an owner's home with this heating, as the Grants tab judges it.
  buildPlan(profile, priority, {
    heatPumpGrantIn: (nation) => heatPumpGrantForHome({ ...UNKNOWN_HOME, nation, tenure: 'Owner-occupied', heatingSystem: profile.heatingSystem }),
  }).heatPumpVerdict!;

/**
 * Worked by hand in docs/energy-model.md ("The heat-pump verdict"): the model's heat-loss coefficient
 * today and after the insulation step (W/K), times 20 °C less the postcode's design temperature.
 */
const HAND_WORKED = [
  { home: 'reference semi', designC: -3.6, station: 'Leeds', wPerK: 318, afterWPerK: 203, kw: 7.5, afterKw: 4.8, size: 5, perM2: 53, verdict: 'LARGER_RADIATORS', grant: 'Boiler Upgrade Scheme' },
  { home: 'pre-1919 solid-wall terrace', designC: -3.1, station: 'Ringway', wPerK: 321, afterWPerK: 255, kw: 7.4, afterKw: 5.9, size: 6, perM2: 70, verdict: 'LARGER_RADIATORS', grant: 'Boiler Upgrade Scheme' },
  { home: '1970s flat', designC: -3.3, station: 'West Freugh', wPerK: 136, afterWPerK: 129, kw: 3.2, afterKw: 3.0, size: 4, perM2: 50, verdict: 'NOT_ADVISED', grant: 'Home Energy Scotland Grant and Loan' },
  { home: 'oil-heated detached house', designC: -2.7, station: 'Norwich', wPerK: 507, afterWPerK: 335, kw: 11.5, afterKw: 7.6, size: 8, perM2: 51, verdict: 'LARGER_RADIATORS', grant: 'Boiler Upgrade Scheme' },
  { home: '2015 semi', designC: -2.5, station: 'Rhoose', wPerK: 135, afterWPerK: 135, kw: 3.0, afterKw: 3.0, size: 4, perM2: 36, verdict: 'READY_NOW', grant: 'Boiler Upgrade Scheme' },
] as const;

describe('the heat-pump verdict', () => {
  it.each(HAND_WORKED)('matches the hand-worked figures for the $home', (expected) => {
    const profile = PLAN_ARCHETYPES[expected.home]!;
    const verdict = withGrants(profile);
    const deltaT = 20 - expected.designC;
    expect(verdict.designTemperatureC).toBe(expected.designC);
    expect(verdict.designStation).toBe(expected.station);
    // The coefficient is the model's; the kW are that times the design gap, worked by hand to 0.1 kW.
    expect(Math.abs(verdict.heatLossKw - (expected.wPerK * deltaT) / 1000)).toBeLessThanOrEqual(0.06);
    expect(Math.abs(verdict.heatLossKwAfterInsulation - (expected.afterWPerK * deltaT) / 1000)).toBeLessThanOrEqual(0.06);
    expect(verdict.heatLossKw).toBe(expected.kw);
    expect(verdict.heatLossKwAfterInsulation).toBe(expected.afterKw);
    expect(verdict.heatPumpSizeKw).toBe(expected.size);
    expect(verdict.verdict).toBe(expected.verdict);
    if (verdict.radiators.startsWith('About')) expect(verdict.radiators).toContain(`About ${expected.perM2} W per m²`);
    // An oil home replacing its boiler off the gas grid gets the £9,000 from 21 July 2026.
    expect(verdict.grant).toMatchObject({ name: expected.grant, amountGbp: expected.home.startsWith('oil') ? 9000 : 7500 });
    expect(verdict.runningCost.todayGbp).toBe(Math.round(buildPlan(profile).baseline.bill.total));
    // Moving a third of the heat pump's use to cheap hours can only lower the bill.
    expect(verdict.runningCost.heatPumpTariffGbp).toBeLessThan(verdict.runningCost.heatPumpStandardGbp);
  });

  it('says ready after insulation when the step brings the loss within what radiators give', () => {
    const verdict = withGrants(PLAN_ARCHETYPES['pre-1919 solid-wall terrace']!, 'comfort_improvement');
    expect(verdict.verdict).toBe('READY_AFTER_STEP');
    expect(verdict.readyAfterStep).toBe(1);
    expect(verdict.headline).toBe('Ready after insulation (step 1)');
    expect(verdict.heatLossKwAfterInsulation * 1000 / 85).toBeLessThanOrEqual(50);
  });

  it('asks for radiators to be fitted where the home has none, and advises against one in a flat', () => {
    const storageHouse = withGrants({ propertyType: 'Semi-detached', yearBuilt: '2003-2010', heatingSystem: 'Electric storage heaters', postcode: 'LS1 4AP' });
    expect(storageHouse.verdict).toBe('LARGER_RADIATORS');
    expect(storageHouse.headline).toBe('Needs radiators fitted throughout');
    const flat = withGrants(PLAN_ARCHETYPES['1970s flat']!);
    expect(flat.headline).toBe('Not advised while there is no agreed place for the outdoor unit');
    expect(flat.explanation).toContain("freeholder's consent");
  });

  it('advises against one while an old detached house loses more than radiators can give', () => {
    const verdict = withGrants({ propertyType: 'Detached', yearBuilt: 'Pre-1919', heatingSystem: 'Gas boiler', postcode: 'LS1 4AP' });
    expect(verdict.verdict).toBe('NOT_ADVISED');
    expect(verdict.headline).toBe('Not advised while the home loses this much heat');
    expect(verdict.radiators).toMatch(/^About 1\d\d W per m²/);
    expect(verdict.explanation).toContain('Insulating the walls, loft and floors first');
  });

  it('names no grant in Northern Ireland and none is given for a home on a heat pump or a heat network', () => {
    expect(withGrants({ ...PLAN_ARCHETYPES['2015 semi']!, postcode: 'BT1 1AA' }).grant).toBeNull();
    expect(buildPlan({ ...PLAN_ARCHETYPES['2015 semi']!, heatingSystem: 'Heat pump' }).heatPumpVerdict).toBeNull();
  });

  it('sizes for the design day of the postcode, and for the table’s median when it is unknown', () => {
    const semi = PLAN_ARCHETYPES['reference semi']!;
    expect(withGrants({ ...semi, postcode: 'AB10 1AA' }).designTemperatureC).toBe(-4.2);
    expect(withGrants({ ...semi, postcode: 'TR1 1AA' }).designTemperatureC).toBe(-1.6);
    const unknown = withGrants({ ...semi, postcode: null });
    expect(unknown).toMatchObject({ designTemperatureC: -2.7, designStation: null });
    expect(withGrants({ ...semi, postcode: 'AB10 1AA' }).heatLossKw).toBeGreaterThan(withGrants({ ...semi, postcode: 'TR1 1AA' }).heatLossKw);
  });
});
