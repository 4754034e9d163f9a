import { fabricFromEpcDescriptions } from '../../src/energy-model/epc-descriptions.js';

describe('fabricFromEpcDescriptions', () => {
  it('reads walls', () => {
    expect(fabricFromEpcDescriptions({ WALLS_DESCRIPTION: 'Cavity wall, as built, no insulation (assumed)' })).toEqual({ wallConstruction: 'cavity', wallInsulated: false, cavityKnownEmpty: true });
    expect(fabricFromEpcDescriptions({ WALLS_DESCRIPTION: 'Cavity wall, filled cavity' })).toEqual({ wallConstruction: 'cavity', wallInsulated: true });
    expect(fabricFromEpcDescriptions({ WALLS_DESCRIPTION: 'Solid brick, as built, no insulation (assumed)' })).toEqual({ wallConstruction: 'solid', wallInsulated: false });
    expect(fabricFromEpcDescriptions({ WALLS_DESCRIPTION: 'Solid brick, with internal insulation' })).toEqual({ wallConstruction: 'solid', wallInsulated: true });
  });

  it('reads roofs, including a dwelling above', () => {
    expect(fabricFromEpcDescriptions({ ROOF_DESCRIPTION: 'Pitched, 100 mm loft insulation' }).loftInsulationMm).toBe(100);
    expect(fabricFromEpcDescriptions({ ROOF_DESCRIPTION: 'Pitched, 300+ mm loft insulation' }).loftInsulationMm).toBe(300);
    expect(fabricFromEpcDescriptions({ ROOF_DESCRIPTION: 'Pitched, no insulation (assumed)' }).loftInsulationMm).toBe(0);
    expect(fabricFromEpcDescriptions({ ROOF_DESCRIPTION: '(another dwelling above)' }).loftInsulationMm).toBeNull();
  });

  it('reads windows, floors, hot water, controls and lighting', () => {
    const facts = fabricFromEpcDescriptions({
      WINDOWS_DESCRIPTION: 'Single glazed',
      FLOOR_DESCRIPTION: 'Suspended, no insulation (assumed)',
      HOTWATER_DESCRIPTION: 'From main system, no cylinder thermostat',
      MAINHEAT_DESCRIPTION: 'Boiler and radiators, mains gas',
      MAINHEATCONT_DESCRIPTION: 'Programmer, room thermostat and TRVs',
      LOW_ENERGY_LIGHTING: '40',
    });
    expect(facts).toEqual({
      glazing: 'single', floorType: 'suspended', floorInsulated: false, hasCylinder: true, heatingControls: 'full', lowEnergyLightingPct: 40,
    });
    // The boiler is left open unless the words say which it is.
    expect(fabricFromEpcDescriptions({ MAINHEAT_DESCRIPTION: 'Boiler and radiators, mains gas, condensing' }).boilerCondensing).toBe(true);
    expect(fabricFromEpcDescriptions({ MAINHEAT_DESCRIPTION: 'Boiler and radiators, oil, non-condensing' }).boilerCondensing).toBe(false);
    expect(fabricFromEpcDescriptions({ WINDOWS_DESCRIPTION: 'Fully double glazed' }).glazing).toBe('double');
    expect(fabricFromEpcDescriptions({ HOTWATER_DESCRIPTION: 'From main system' }).hasCylinder).toBeUndefined();
  });

  it('reads TRVs without a room thermostat as no interlock, never as full controls', () => {
    expect(fabricFromEpcDescriptions({ MAINHEATCONT_DESCRIPTION: 'Programmer, TRVs and bypass' }).heatingControls).toBe('trvs_no_thermostat');
    expect(fabricFromEpcDescriptions({ MAINHEATCONT_DESCRIPTION: 'Programmer, no room thermostat' }).heatingControls).toBe('programmer');
    expect(fabricFromEpcDescriptions({ MAINHEATCONT_DESCRIPTION: 'Programmer and room thermostat' }).heatingControls).toBe('basic');
    expect(fabricFromEpcDescriptions({ MAINHEATCONT_DESCRIPTION: 'Time and temperature zone control' }).heatingControls).toBe('full');
    expect(fabricFromEpcDescriptions({ MAINHEATCONT_DESCRIPTION: 'Manual charge control' }).heatingControls).toBe('none');
    expect(fabricFromEpcDescriptions({ MAINHEATCONT_DESCRIPTION: 'Automatic charge control' }).heatingControls).toBe('basic');
    expect(fabricFromEpcDescriptions({ MAINHEATCONT_DESCRIPTION: 'Celect-type controls' }).heatingControls).toBe('basic');
  });

  it('finds the flat position and leaves unknowns undefined', () => {
    expect(fabricFromEpcDescriptions({ FLOOR_LEVEL: 'Ground', FLAT_TOP_STOREY: 'N' }).flatPosition).toBe('ground');
    expect(fabricFromEpcDescriptions({ FLAT_TOP_STOREY: 'Y' }).flatPosition).toBe('top');
    expect(fabricFromEpcDescriptions({})).toEqual({});
  });
});
