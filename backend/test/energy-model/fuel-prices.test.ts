import { estimateEnergy, priceTable } from '../../src/energy-model/index.js';
import { PRICED_FUEL_KEYS } from '../../src/energy-model/price-quarter.js';
import { readPriceQuarters } from '../../src/energy-model/price-quarters-file.js';
import type { HomeProfile } from '../../src/energy-model/index.js';

const SEMI: HomeProfile = { propertyType: 'Semi-detached', yearBuilt: '1945-1964', floorArea: 90, numBedrooms: 3, heatingSystem: 'Gas boiler', postcode: 'LS1 4AP' };
const Q4 = 'ofgem-cap-2026-q4';
const prices = priceTable(Q4);
const billOf = (profile: Partial<HomeProfile>) => estimateEnergy({ ...SEMI, ...profile }, Q4);
const perKwh = (pounds: number, kwh: number) => Math.round(((pounds * 100) / kwh) * 100) / 100;

describe('the price quarters held as data', () => {
  it('hold Jul-Sep and Oct-Dec 2026 at the cap, with every fuel dated, sourced and graded', () => {
    const quarters = readPriceQuarters();
    expect(quarters.map((quarter) => quarter.id)).toEqual(expect.arrayContaining(['ofgem-cap-2026-q3', 'ofgem-cap-2026-q4']));
    for (const quarter of quarters) {
      expect(Object.keys(quarter.fuels).sort()).toEqual([...PRICED_FUEL_KEYS].sort());
      for (const fuel of Object.values(quarter.fuels)) expect(fuel).toMatchObject({ period: expect.any(String), grade: expect.any(String), source: expect.any(String) });
    }
    expect(priceTable('ofgem-cap-2026-q3')).toMatchObject({ electricity: 26.11, electricityStandingPerDay: 57.19, gas: 7.33, gasStandingPerDay: 29.04 });
    expect(prices).toMatchObject({ electricity: 26.32, electricityStandingPerDay: 54.83, gas: 7.97, gasStandingPerDay: 29.68 });
  });

  it('load the April 2026 off-gas figures and the newest oil quote', () => {
    expect(priceTable('ofgem-cap-2026-q2')).toMatchObject({ oil: 12.11, lpgBottled: 17.61, coal: 8.69, houseCoal: 7.13, wood: 8.25, woodPellets: 7.38 });
    expect(prices).toMatchObject({ oil: 11.23, lpg: 9.5, heatNetwork: 16, heatNetworkStandingPerDay: 69.4 });
    expect(prices.lines.find((line) => line.fuel === 'oil')).toMatchObject({ period: '25 Sep 2026', grade: 'derived' });
    expect(prices.estimates).toEqual([expect.stringContaining('solar export (Smart Export Guarantee) 4 p/kWh, 2025')]);
  });
});

describe('each fuel is billed at its own dated price', () => {
  it.each([
    ['oil', { heatingSystem: 'Oil boiler' }, 'oil', prices.oil],
    ['bulk LPG', { heatingSystem: 'Other', heatingFuel: 'lpg' }, 'lpg', prices.lpg],
    ['coal and smokeless fuel, at the smokeless price', { heatingSystem: 'Other', heatingFuel: 'coal' }, 'coal', prices.coal],
    ['wood, at the log price', { heatingSystem: 'Other', heatingFuel: 'wood' }, 'wood', prices.wood],
    ['a heat network', { heatingSystem: 'District heating' }, 'heatNetwork', prices.heatNetwork],
    ['gas', {}, 'gas', prices.gas],
  ] as const)('%s', (_fuel, profile, key, rate) => {
    const estimate = billOf(profile as Partial<HomeProfile>);
    expect(estimate.fuel[key]).toBeGreaterThan(1000);
    expect(perKwh(estimate.bill[key], estimate.fuel[key])).toBe(rate);
  });

  it('a heat network adds its own standing charge to the electricity one', () => {
    const estimate = billOf({ heatingSystem: 'District heating' });
    expect(estimate.bill.standingCharges).toBeCloseTo((365 * (prices.electricityStandingPerDay + prices.heatNetworkStandingPerDay)) / 100, 6);
  });

  it('storage heaters bill on Economy 7: the night rate for most of the heat, the day rate for the rest, the two-rate standing charge', () => {
    const estimate = billOf({ heatingSystem: 'Electric storage heaters' });
    const rate = perKwh(estimate.bill.electricity, estimate.fuel.electricity);
    expect(rate).toBeGreaterThan(prices.electricityNight);
    expect(rate).toBeLessThan((prices.electricityNight + prices.electricityDay) / 2);
    expect(estimate.bill.standingCharges).toBeCloseTo((365 * prices.economy7StandingPerDay) / 100, 6);
    // The same home on one rate would pay the single rate for every kWh.
    expect(rate).toBeLessThan(prices.electricity);
  });

  it('keep the published ratios per kWh of heat: LPG dearer than gas, storage heating about twice gas', () => {
    const gasHeat = billOf({});
    const storageHeat = billOf({ heatingSystem: 'Electric storage heaters' });
    const perUsefulKwh = (estimate: ReturnType<typeof billOf>) => (estimate.bill.total - estimate.bill.standingCharges) / (estimate.demand.spaceHeating + estimate.demand.hotWater + estimate.demand.lighting + estimate.demand.appliances);
    expect(perUsefulKwh(billOf({ heatingSystem: 'Other', heatingFuel: 'lpg' }))).toBeGreaterThan(perUsefulKwh(gasHeat));
    expect(perUsefulKwh(storageHeat) / perUsefulKwh(gasHeat)).toBeGreaterThan(1.5);
  });
});
