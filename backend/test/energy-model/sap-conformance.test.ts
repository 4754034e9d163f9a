import { climateForPostcode } from '../../src/energy-model/climate-postcodes.js';
import { pvPlaneSolarKwhPerM2, UK_AVERAGE_CLIMATE, verticalSolarWm2 } from '../../src/energy-model/climate.js';
import { estimateHome } from '../../src/energy-model/estimate.js';
import { ratingStandingCharges } from '../../src/energy-model/rating.js';
import { geometryOf, groundFloorExposure, roofExposure, storeysFor } from '../../src/energy-model/geometry.js';
import { resolveProfile } from '../../src/energy-model/profile.js';
import { billSpaceHeatingKwh, heatLoss, monthlyInputs, ratingSpaceHeatingKwh } from '../../src/energy-model/heat-balance.js';
import { naturalVentilationRate } from '../../src/energy-model/monthly-heat.js';
import { monthlyPvDemandKwh, sapPvMonthlyKwh, sapPvSplit } from '../../src/energy-model/sap-pv.js';
import { estimateEnergy, type HomeProfile } from '../../src/energy-model/index.js';
import { restOfDwellingC, sapMeanInternalC } from '../../src/energy-model/sap-heating-pattern.js';
import { mixedWallU } from '../../src/energy-model/u-values.js';
import { YEAR_BUILT_BAND_MIX } from '../../src/energy-model/age-bands.js';
import { REFERENCE_PROFILE, referenceHome } from './calibration-cases.js';

describe('SAP 10.2 rating cost', () => {
  it('adds the £120 gas standing charge (line 251) for gas heating and none for a heat pump', () => {
    expect(ratingStandingCharges(referenceHome())).toBe(120);
    expect(ratingStandingCharges({ ...referenceHome(), heating: 'heat_pump' })).toBe(0);
    expect(ratingStandingCharges({ ...referenceHome(), heating: 'storage_heaters' })).toBe(24);
  });
});

describe('SAP 10.2 ventilation floor (line 25)', () => {
  it('lifts natural ventilation below one air change to 0.5 + 0.5n²', () => {
    expect(naturalVentilationRate(0)).toBe(0.5);
    expect(naturalVentilationRate(0.6)).toBeCloseTo(0.68, 6);
    expect(naturalVentilationRate(1.2)).toBe(1.2);
  });
});

describe('SAP 10.2 Appendix U climate by postcode', () => {
  it.each([
    ['SW1A 1AA', 'Thames'], ['AB10 1XG', 'North East Scotland'], ['LL30 2AB', 'Wales'], ['LL11 1AA', 'West Pennines Wales / West Pennines England'],
    ['RG21 3DR', 'Southern England'], ['B1 1AA', 'Midlands'], ['BT1 1AA', 'Northern Ireland'], ['pl4', 'South West England'],
  ])('puts %s in %s', (postcode, region) => {
    expect(climateForPostcode(postcode).name).toBe(region);
  });

  it('uses the UK average when the postcode is unknown', () => {
    expect(climateForPostcode(undefined)).toBe(UK_AVERAGE_CLIMATE);
    expect(climateForPostcode('not a postcode')).toBe(UK_AVERAGE_CLIMATE);
  });

  it('gives a winter window less sun than a summer one', () => {
    expect(verticalSolarWm2(UK_AVERAGE_CLIMATE, 0)).toBeLessThan(verticalSolarWm2(UK_AVERAGE_CLIMATE, 6));
    expect(verticalSolarWm2(UK_AVERAGE_CLIMATE, 0)).toBeGreaterThan(10);
  });

  it('heats the same home more in Aberdeen than in London', () => {
    const aberdeen = estimateEnergy({ ...REFERENCE_PROFILE, postcode: 'AB10 1XG' });
    const london = estimateEnergy({ ...REFERENCE_PROFILE, postcode: 'SW1A 1AA' });
    expect(aberdeen.fuel.gas).toBeGreaterThan(london.fuel.gas * 1.1);
    // The rating uses UK-average weather, as an EPC's does: only the bills follow the region.
    expect(aberdeen.sap.score).toBe(london.sap.score);
  });
});

describe('RdSAP age bands of the year-built options', () => {
  it('gives 1965-1982 cavity walls a mix of bands D-F, lower than 1945-1964', () => {
    expect(mixedWallU('cavity', false, YEAR_BUILT_BAND_MIX['1945-1964'])).toBeCloseTo(1.6, 6);
    expect(mixedWallU('cavity', false, YEAR_BUILT_BAND_MIX['1965-1982'])).toBeCloseTo((1.6 * 11 + 1.0 * 7) / 18, 6);
    const profile = (yearBuilt: HomeProfile['yearBuilt']): HomeProfile => ({ ...REFERENCE_PROFILE, yearBuilt });
    expect(estimateEnergy(profile('1965-1982')).fuel.gas).toBeLessThan(estimateEnergy(profile('1945-1964')).fuel.gas);
  });

  it('weights every option to one', () => {
    for (const mix of Object.values(YEAR_BUILT_BAND_MIX)) expect(mix.reduce((sum, [, weight]) => sum + weight, 0)).toBeCloseTo(1, 9);
  });
});

describe('storeys', () => {
  it('grows smoothly from two to three between 150 and 250 m², so a larger house never jumps', () => {
    expect(storeysFor('semi', 150)).toBe(2);
    expect(storeysFor('semi', 200)).toBeCloseTo(2.5, 6);
    expect(storeysFor('detached', 260)).toBe(3);
    const gas = (floorArea: number) => estimateEnergy({ ...REFERENCE_PROFILE, propertyType: 'Detached', floorArea }).fuel.gas;
    expect(gas(201) - gas(199)).toBeGreaterThan(0);
    expect(gas(201) - gas(199)).toBeLessThan(250);
  });
});

describe('SAP 10.2 heating pattern (Table 9)', () => {
  const conditions = { month: 0, externalC: 4.3, lossWPerK: 300, gainsW: 500, timeConstantH: 20 };

  it('keeps the mean internal temperature between the unheated rest of the home and the 21 °C living area', () => {
    const mean = sapMeanInternalC(referenceHome(), conditions);
    expect(mean).toBeGreaterThan(16);
    expect(mean).toBeLessThan(21);
  });

  it('heats the rest of the dwelling to 21 − 0.5 HLP (type 1) or 21 − HLP + 0.085 HLP² (type 2), HLP at most 6', () => {
    expect(restOfDwellingC(4, 'basic')).toBeCloseTo(19, 9);
    expect(restOfDwellingC(4, 'full')).toBeCloseTo(21 - 4 + 0.085 * 16, 9);
    expect(restOfDwellingC(9, 'basic')).toBeCloseTo(18, 9);
  });

  it('runs a home without a room thermostat 0.3 K warmer', () => {
    const basic = sapMeanInternalC(referenceHome(), conditions);
    expect(sapMeanInternalC({ ...referenceHome(), controls: 'none' }, conditions)).toBeCloseTo(basic + 0.3, 6);
  });

  it('runs a leakier home cooler (rest of the home at 21 - 0.5 HLP, longer cool-down)', () => {
    const home = referenceHome();
    expect(sapMeanInternalC(home, { ...conditions, lossWPerK: 400 })).toBeLessThan(sapMeanInternalC(home, { ...conditions, lossWPerK: 150 }));
  });

  it('rates the reference semi with SAP\'s pattern, not the bills\' measured mean temperature', () => {
    const home = referenceHome();
    const geo = geometryOf(home);
    const inputs = monthlyInputs(home, geo, heatLoss(home, geo), 600);
    expect(ratingSpaceHeatingKwh(home, inputs)).not.toBeCloseTo(billSpaceHeatingKwh(home, inputs), -2);
    expect(estimateHome(home).sap.band).toBe('D');
  });
});

describe('SAP 10.2 Appendix M1 PV for the rating', () => {
  const kwh = (kwp: number) => sapPvMonthlyKwh(kwp, UK_AVERAGE_CLIMATE);
  const total = (months: readonly number[]) => months.reduce((a, b) => a + b, 0);
  const flat = (annual: number) => monthlyPvDemandKwh({ lighting: 0, appliances: 0, spaceHeating: 0, other: annual });

  it('rates 0.8 × kWp × the radiation on a south 30° array in the home\'s region', () => {
    expect(total(kwh(1))).toBeGreaterThan(750);
    expect(total(kwh(1))).toBeLessThan(950);
    expect(total(kwh(1))).toBeCloseTo(0.8 * total(UK_AVERAGE_CLIMATE.externalC.map((_, m) => pvPlaneSolarKwhPerM2(UK_AVERAGE_CLIMATE, m))), 6);
    expect(total(sapPvMonthlyKwh(1, climateForPostcode('TR1 1AA')))).toBeGreaterThan(total(sapPvMonthlyKwh(1, climateForPostcode('AB10 1XG'))));
  });

  it('uses about a third of a typical array on site, more with a battery, less when the array outgrows the demand', () => {
    const generation = total(kwh(3.5));
    const withoutBattery = sapPvSplit(kwh(3.5), flat(2800), 0);
    expect(withoutBattery.usedOnSite / generation).toBeGreaterThan(0.3);
    expect(withoutBattery.usedOnSite / generation).toBeLessThan(0.45);
    expect(withoutBattery.usedOnSite + withoutBattery.exported).toBeCloseTo(generation, 6);
    expect(sapPvSplit(kwh(3.5), flat(2800), 5).usedOnSite).toBeGreaterThan(withoutBattery.usedOnSite * 1.4);
    expect(sapPvSplit(kwh(7), flat(2800), 0).usedOnSite / (2 * generation)).toBeLessThan(withoutBattery.usedOnSite / generation);
  });

  it('credits PV at the import price only for the electricity the rating counts, the rest at the export price', () => {
    const onlyAppliances = monthlyPvDemandKwh({ lighting: 0, appliances: 2800, spaceHeating: 0, other: 0 });
    const split = sapPvSplit(kwh(3.5), onlyAppliances, 5, flat(0));
    expect(split.usedOnSite).toBeGreaterThan(0);
    expect(split.creditedAtImportPrice).toBe(0);
    const rated = sapPvSplit(kwh(3.5), flat(2800), 5);
    expect(rated.creditedAtImportPrice).toBeCloseTo(rated.usedOnSite, 6);
  });

  it('lets a battery raise the rating only by the rated electricity it serves: a gas home gains little', () => {
    const home = { ...referenceHome(), pvKwp: 3.5 };
    const gain = estimateHome({ ...home, batteryKwh: 5 }).sap.score - estimateHome(home).sap.score;
    expect(gain).toBeLessThanOrEqual(2);
  });

  it('never uses more than the month needs', () => {
    expect(sapPvSplit(kwh(12), flat(1200), 15).usedOnSite).toBeLessThanOrEqual(1200 + 1e-9);
  });

  it('spreads demand by SAP Appendix L: lighting and appliances peak in winter, electric heating only October to May', () => {
    const months = monthlyPvDemandKwh({ lighting: 600, appliances: 2000, spaceHeating: 4000, other: 120 });
    expect(Math.abs(total(months) / 6720 - 1)).toBeLessThan(0.01);
    expect(months[0]!).toBeGreaterThan(months[6]!);
    expect(monthlyPvDemandKwh({ lighting: 0, appliances: 0, spaceHeating: 4000, other: 0 })[6]).toBe(0);
  });

  it('credits a battery more in the rating than no battery where the rating\'s own electricity heats the home', () => {
    const home = { ...referenceHome(), heating: 'direct_electric' as const, pvKwp: 3.5 };
    expect(estimateHome({ ...home, batteryKwh: 5 }).sap.score).toBeGreaterThan(estimateHome(home).sap.score);
  });

  it('does not let habits an EPC cannot see change the rating', () => {
    const home = { ...referenceHome(), pvKwp: 3.5 };
    expect(estimateHome({ ...home, smartMeter: true, switchesOffStandby: true }).sap.score).toBe(estimateHome(home).sap.score);
  });
});

describe('flats of unknown floor', () => {
  const flat: HomeProfile = { propertyType: 'Flat/Apartment', yearBuilt: '1945-1964', numBedrooms: 2, heatingSystem: 'Gas boiler' };

  it('are the average flat of a three-storey block: a third of the roof and of the ground floor', () => {
    const { home } = resolveProfile(flat);
    expect(home.flatPosition).toBe('unknown');
    const geo = geometryOf(home);
    expect(geo.roofArea).toBeCloseTo(geo.footprint / 3, 9);
    expect(geo.floorArea).toBeCloseTo(geo.footprint / 3, 9);
    expect(roofExposure({ ...home, flatPosition: 'middle' })).toBe(0);
    expect(groundFloorExposure({ ...home, flatPosition: 'ground' })).toBe(1);
  });

  it('use more heat than a middle-floor flat and less than a top-floor one', () => {
    const gas = (flatPosition?: 'top' | 'middle') => estimateEnergy({ ...flat, fabric: flatPosition ? { flatPosition } : {} }).fuel.gas;
    expect(gas()).toBeGreaterThan(gas('middle'));
    expect(gas()).toBeLessThan(gas('top'));
  });
});
