import type { PriceTable } from './prices.js';

/**
 * Fuels bought outside the price cap in the rows before 2026, per kWh of fuel, 2025 retail: estimates
 * from published per-unit prices and SAP's energy contents:
 * - bulk LPG 8.5 p: about 60 p a litre delivered to a tank, 7.08 kWh a litre;
 * - coal 7.0 p: smokeless fuel or house coal at about £600 a tonne in bags, 8.6 kWh a kg;
 * - wood 7.0 p: kiln-dried logs or bagged pellets (pellets about £380 a tonne at 4.8 kWh a kg = 7.9 p).
 */
const OFF_GAS_FUELS = { lpg: 8.5, lpgBottled: 8.5, coal: 7.0, houseCoal: 7.0, wood: 7.0, woodPellets: 7.0 } as const;
const OFF_GAS_ESTIMATES = [
  'bulk LPG 8.5 p/kWh (about 60 p/litre at 7.08 kWh/litre, estimate)',
  'coal or smokeless fuel 7 p/kWh (about £600/tonne bagged at 8.6 kWh/kg, estimate)',
  'wood logs or pellets 7 p/kWh (pellets about £380/tonne at 4.8 kWh/kg; logs less; estimate)',
];

/** The prices the cap did not cover in the 2025 rows: estimates, kept so plans made then stay explainable. */
const BEYOND_THE_CAP = { electricityOffPeak: 15, electricityNight: 15, oil: 7, ...OFF_GAS_FUELS, heatNetwork: 10, heatNetworkStandingPerDay: 0, solarExport: 4 } as const;
const BEYOND_THE_CAP_ESTIMATES = [
  'off-peak electricity 15 p/kWh (typical time-of-use cheap rate, estimate)',
  'heating oil 7 p/kWh (about 70 p/litre at 10.35 kWh/litre, estimate)',
  'heat network 10 p/kWh and 0.23 kg CO2/kWh (gas-fired network with distribution losses, estimate)',
  'solar export 4 p/kWh (mid-range Smart Export Guarantee offer, estimate)',
  ...OFF_GAS_ESTIMATES,
];

/**
 * Electricity and gas are the product's factors (0.193, 0.183); heating oil (burning oil, kerosene) is
 * 0.245 kg CO2/kWh on a gross calorific value basis, as in the Defra/BERR greenhouse gas conversion
 * factors (2008, via Carbon Trust fact sheet CTL018), whose natural gas figure (0.185) matches the
 * product's. LPG 0.214 and coal 0.33 on the same basis; wood 0.019 (SAP 2012 Table 12: only
 * processing and transport count); heat network 0.23 (a gas-fired network with distribution losses,
 * estimate). Combustion CO2 is chemistry, so an older table still holds.
 */
export const PRODUCT_CO2 = { electricity: 0.193, gas: 0.183, oil: 0.245, lpg: 0.214, coal: 0.33, wood: 0.019, heatNetwork: 0.23 };


/** A row before 2026: one electricity rate by day, the off-peak rate by night, no separate Economy 7 standing charge. */
const legacy = (row: Omit<PriceTable, 'region' | 'electricityDay' | 'economy7StandingPerDay' | 'lines' | 'co2'>): PriceTable => ({
  ...row,
  region: 'GB',
  electricityDay: row.electricity,
  economy7StandingPerDay: row.electricityStandingPerDay,
  co2: PRODUCT_CO2,
  lines: [],
});

/** The rows written in code: calibration tables and the plans made before the 2026 quarters were data. */
export const LEGACY_PRICE_TABLES: readonly PriceTable[] = [
  legacy({
    id: 'est-2014',
    validFrom: '2013-12-01',
    electricity: 13.52,
    ...BEYOND_THE_CAP,
    electricityOffPeak: 7.09,
    electricityNight: 7.09,
    gas: 4.21,
    oil: 6.43,
    heatNetwork: 6.0,
    solarExport: 4.77,
    electricityStandingPerDay: 0,
    gasStandingPerDay: 0,
    sources: ['Energy Saving Trust, "Our calculations" (2014): DECC domestic prices Dec 2013, excluding fixed charges'],
    estimates: ['heat network and export prices (calibration only)'],
  }),
  legacy({
    id: 'est-2019',
    validFrom: '2019-04-01',
    electricity: 15.75,
    ...BEYOND_THE_CAP,
    electricityOffPeak: 7.03,
    electricityNight: 7.03,
    gas: 3.73,
    oil: 4.9,
    heatNetwork: 6.0,
    solarExport: 5.24,
    electricityStandingPerDay: 0,
    gasStandingPerDay: 0,
    sources: ['Energy Saving Trust prices for 2019 as quoted by npower "Energy saving tips: sources" (reviewed Aug 2019)'],
    estimates: ['oil, heat network and export prices (calibration only)'],
  }),
  legacy({
    id: 'ofgem-cap-2024-q2',
    validFrom: '2024-04-01',
    validTo: '2024-06-30',
    label: 'Ofgem cap, Apr-Jun 2024',
    electricity: 24.5,
    ...BEYOND_THE_CAP,
    gas: 6.04,
    oil: 6.5,
    electricityStandingPerDay: 60.1,
    gasStandingPerDay: 31.43,
    sources: ['Ofgem price cap Apr-Jun 2024, GB average, direct debit, incl. VAT'],
    estimates: ['off-peak, oil, heat network and export prices'],
  }),
  legacy({
    id: 'warmwise-2024-25-v1',
    validFrom: '2025-04-01',
    electricity: 28,
    gas: 7,
    ...BEYOND_THE_CAP,
    electricityStandingPerDay: 53.8,
    gasStandingPerDay: 32.67,
    sources: [
      'Warmwise product assumptions 2024-25: electricity 28 p/kWh, gas 7 p/kWh; 0.193 / 0.183 kg CO2/kWh',
      'Standing charges: Ofgem price cap Apr-Jun 2025 (electricity 53.80 p/day, gas 32.67 p/day)',
    ],
    estimates: BEYOND_THE_CAP_ESTIMATES,
  }),
  legacy({
    id: 'ofgem-cap-2025-q4',
    validFrom: '2025-10-01',
    validTo: '2025-12-31',
    label: 'Ofgem cap, Oct-Dec 2025',
    electricity: 26.35,
    gas: 6.29,
    ...BEYOND_THE_CAP,
    electricityStandingPerDay: 53.68,
    gasStandingPerDay: 34.03,
    sources: ['Ofgem price cap Oct-Dec 2025, GB average, direct debit, incl. VAT: electricity 26.35 p/kWh and 53.68 p/day, gas 6.29 p/kWh and 34.03 p/day'],
    estimates: BEYOND_THE_CAP_ESTIMATES,
  }),
];
