import { measureById } from '../../src/energy-model/index.js';
import type { ModelHome } from '../../src/energy-model/model-home.js';
import { referenceHome } from './calibration-cases.js';

const home = (overrides: Partial<ModelHome>): ModelHome => ({ ...referenceHome(), ...overrides });
const applies = (id: string, h: ModelHome, priority: 'reduce_bills' | 'environmental_benefit' = 'reduce_bills') => measureById(id)!.applies(h, priority);

describe('measure applicability', () => {
  it('never fills solid walls or filled cavities', () => {
    expect(applies('cavity-wall-insulation', home({}))).toBe(true);
    expect(applies('cavity-wall-insulation', home({ wallConstruction: 'solid' }))).toBe(false);
    expect(applies('cavity-wall-insulation', home({ wallInsulated: true }))).toBe(false);
  });

  it('offers one solid wall option: external for houses, internal for flats', () => {
    expect(applies('solid-wall-external', home({ wallConstruction: 'solid' }))).toBe(true);
    expect(applies('solid-wall-internal', home({ wallConstruction: 'solid' }))).toBe(false);
    const flat = home({ wallConstruction: 'solid', builtForm: 'flat', flatPosition: 'middle', loftMm: null });
    expect(applies('solid-wall-internal', flat)).toBe(true);
    expect(applies('solid-wall-external', flat)).toBe(false);
  });

  it('has no loft work for a flat below the top floor, and splits from-none and top-up', () => {
    expect(applies('loft-insulation', home({ builtForm: 'flat', flatPosition: 'middle', loftMm: null }))).toBe(false);
    expect(applies('loft-insulation', home({ loftMm: 0 }))).toBe(true);
    expect(applies('loft-top-up', home({ loftMm: 0 }))).toBe(false);
    expect(applies('loft-top-up', home({ loftMm: 100 }))).toBe(true);
    expect(applies('loft-top-up', home({ loftMm: 270 }))).toBe(false);
  });

  it('has no boiler swap for heat pump or electric homes, nor for condensing boilers', () => {
    expect(applies('condensing-boiler', home({ boilerCondensing: false }))).toBe(true);
    expect(applies('condensing-boiler', home({ boilerCondensing: true }))).toBe(false);
    expect(applies('condensing-boiler', home({ heating: 'heat_pump', boilerCondensing: false }))).toBe(false);
    expect(applies('condensing-boiler', home({ heating: 'storage_heaters', boilerCondensing: false }))).toBe(false);
  });

  it('offers a heat pump to gas homes only when the environment comes first', () => {
    expect(applies('air-source-heat-pump', home({}))).toBe(false);
    expect(applies('air-source-heat-pump', home({}), 'environmental_benefit')).toBe(true);
    expect(applies('air-source-heat-pump', home({ heating: 'oil_boiler' }))).toBe(true);
    expect(applies('air-source-heat-pump', home({ heating: 'heat_pump' }), 'environmental_benefit')).toBe(false);
  });

  it('has no cylinder jacket for a combi, no PV where there is PV, no battery without PV', () => {
    expect(applies('cylinder-jacket', home({ hasCylinder: false }))).toBe(false);
    expect(applies('cylinder-jacket', home({ hasCylinder: true, cylinderInsulation: 'thin' }))).toBe(true);
    expect(applies('solar-pv', home({ pvKwp: 3 }))).toBe(false);
    expect(applies('solar-pv', home({}))).toBe(true);
    expect(applies('home-battery', home({}))).toBe(false);
    expect(applies('home-battery', home({ pvKwp: 3 }))).toBe(true);
  });

  it('glazes only single-glazed homes and insulates only suspended floors', () => {
    expect(applies('double-glazing', home({ glazing: 'single' }))).toBe(true);
    expect(applies('double-glazing', home({}))).toBe(false);
    expect(applies('suspended-floor-insulation', home({ floorType: 'suspended' }))).toBe(true);
    expect(applies('suspended-floor-insulation', home({}))).toBe(false);
  });

  it('offers a time-of-use tariff only where a heat pump or battery can move use to cheap hours', () => {
    expect(applies('time-of-use-tariff', home({}))).toBe(false);
    expect(applies('time-of-use-tariff', home({ pvKwp: 4, batteryKwh: 5 }))).toBe(true);
    expect(applies('time-of-use-tariff', home({ heating: 'heat_pump' }))).toBe(true);
    expect(applies('time-of-use-tariff', home({ heating: 'storage_heaters' }))).toBe(false);
  });
});
