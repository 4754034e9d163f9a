import { geometryOf, occupants } from '../../src/energy-model/geometry.js';
import { bridgingY, heatLoss } from '../../src/energy-model/heat-balance.js';
import { epcBand, sapScore } from '../../src/energy-model/sap-rating.js';
import { floorU, roofU, wallU, windowU } from '../../src/energy-model/u-values.js';
import { YEAR_BUILT_TO_AGE_BAND } from '../../src/energy-model/age-bands.js';
import { estimateEnergy, priceTable } from '../../src/energy-model/index.js';
import { referenceHome } from './calibration-cases.js';

describe('geometry', () => {
  it('derives a semi from floor area: two storeys, three exposed sides, windows 18% of floor', () => {
    const geo = geometryOf(referenceHome());
    expect(geo.storeys).toBe(2);
    expect(geo.footprint).toBe(45);
    expect(geo.exposedPerimeter).toBeCloseTo(3 * Math.sqrt(45), 6);
    expect(geo.windowArea).toBeCloseTo(16.2, 6);
    expect(geo.roofArea).toBe(45);
    expect(geo.volume).toBe(225);
  });

  it('gives a mid-floor flat no roof or floor loss', () => {
    const geo = geometryOf({ ...referenceHome(), builtForm: 'flat', flatPosition: 'middle' });
    expect(geo.roofArea).toBe(0);
    expect(geo.floorArea).toBe(0);
  });

  it('uses SAP occupancy (about 2.6 people at 90 m²)', () => {
    expect(occupants(90)).toBeCloseTo(2.63, 1);
  });
});

describe('U-values and climate', () => {
  it('reads RdSAP table S6 by age band', () => {
    expect(wallU('cavity', false, 'D')).toBe(1.6);
    expect(wallU('cavity', true, 'D')).toBe(0.5);
    expect(wallU('solid', false, 'A')).toBe(2.1);
  });

  it('insulates a solid wall to a retrofit assessor\'s U-value (100 mm at λ 0.04 over the wall), never a new-build one', () => {
    expect(wallU('solid', true, 'B', true)).toBeCloseTo(1 / (1 / 2.1 + 2.5), 6);
    for (const band of ['A', 'B', 'C', 'D', 'E'] as const) {
      expect(wallU('solid', true, band, true)).toBeGreaterThanOrEqual(0.3);
      expect(wallU('solid', true, band, true)).toBeLessThanOrEqual(0.35);
    }
  });

  it('bridges a retrofitted wall\'s junctions at SAP 10\'s unknown-details y of 0.20, an existing home at RdSAP\'s 0.15', () => {
    const home = { ...referenceHome(), wallConstruction: 'solid' as const, wallInsulated: false };
    expect(bridgingY(home)).toBe(0.15);
    expect(bridgingY({ ...home, wallInsulated: true, wallRetrofit: true })).toBe(0.2);
    const geo = geometryOf(home);
    const loss = heatLoss({ ...home, wallInsulated: true, wallRetrofit: true }, geo);
    expect(loss.bridging).toBeCloseTo(0.2 * (geo.wallArea + geo.windowArea + geo.doorArea + geo.roofArea + geo.floorArea), 6);
  });

  it('interpolates loft thickness and applies the curtain adjustment to windows', () => {
    expect(roofU(0)).toBe(2.3);
    expect(roofU(100)).toBe(0.4);
    expect(roofU(125)).toBeCloseTo(0.345, 6);
    expect(windowU('single')).toBeCloseTo(1 / (0.04 + 1 / 4.8), 6);
  });

  it('gives a typical uninsulated ground floor about 0.65 W/m²K', () => {
    expect(floorU(45, 3 * Math.sqrt(45), 'solid', false)).toBeCloseTo(0.65, 1);
    expect(floorU(45, 3 * Math.sqrt(45), 'solid', true)).toBeLessThan(0.3);
  });


  it('maps every year-built option to an RdSAP band', () => {
    expect(YEAR_BUILT_TO_AGE_BAND['1945-1964']).toBe('D');
    expect(YEAR_BUILT_TO_AGE_BAND['Pre-1919']).toBe('B');
    expect(YEAR_BUILT_TO_AGE_BAND['2011-Present']).toBe('L');
  });
});

describe('SAP rating', () => {
  it.each([
    [92, 'A'], [91, 'B'], [81, 'B'], [80, 'C'], [69, 'C'], [68, 'D'], [55, 'D'], [54, 'E'], [39, 'E'], [38, 'F'], [21, 'F'], [20, 'G'], [1, 'G'],
  ] as const)('score %i is band %s', (score, band) => {
    expect(epcBand(score)).toBe(band);
  });

  it('follows the SAP 10.2 ECF formula on both branches', () => {
    // ECF = 0.36 × 1000 / 135 = 2.667 → 100 - 16.21 × 2.667 = 56.8
    expect(sapScore(1000, 90)).toBe(57);
    // ECF = 0.36 × 2000 / 135 = 5.333 → 108.8 - 120.5 × log10(5.333) = 21.2
    expect(sapScore(2000, 90)).toBe(21);
  });
});

describe('estimateEnergy', () => {
  it('defaults an unknown floor area by type and bedrooms and says so', () => {
    const estimate = estimateEnergy({ propertyType: 'Detached', yearBuilt: '1983-2002', floorArea: 0, numBedrooms: 4, heatingSystem: 'Gas boiler' });
    expect(estimate.assumptions.some((a) => a.startsWith('Floor area not given: assumed 138 m²'))).toBe(true);
    expect(estimate.fuel.gas).toBeGreaterThan(0);
  });

  it('charges no gas standing charge to a home without gas', () => {
    const estimate = estimateEnergy({ propertyType: 'Terraced', yearBuilt: '2003-2010', floorArea: 80, numBedrooms: 3, heatingSystem: 'Heat pump' });
    expect(estimate.fuel.gas).toBe(0);
    expect(estimate.bill.standingCharges).toBeCloseTo((365 * priceTable().electricityStandingPerDay) / 100, 6);
  });

  it('records the price table it used', () => {
    const estimate = estimateEnergy({ propertyType: 'Bungalow', yearBuilt: '1965-1982', floorArea: 70, numBedrooms: 2, heatingSystem: 'Oil boiler' });
    expect(estimate.priceTableId).toBe(priceTable().id);
    expect(estimate.fuel.oil).toBeGreaterThan(0);
  });
});
