import { quarterLabel, type DatedSpan, type PriceQuarter } from './price-quarter.js';
import { readPriceQuarters } from './price-quarters-file.js';

/**
 * The one dated, versioned table of unit prices, standing charges and emission factors. A plan records
 * the id of the row it used, so old plans stay explainable after prices change. Older rows exist only to
 * convert published savings (quoted at that year's prices) for calibration.
 */
export interface PriceTable {
  id: string;
  validFrom: string;
  /** The last day of an Ofgem cap quarter; absent for rows that are not a quarter. */
  validTo?: string;
  /** How a plan names a cap quarter's prices: 'Ofgem cap, Oct-Dec 2026'. */
  label?: string;
  /** Pence per kWh unless noted. */
  electricity: number;
  /** Cheap-rate electricity for storage heaters and load shifting. */
  electricityOffPeak: number;
  gas: number;
  oil: number;
  /** Bulk LPG, house coal or smokeless fuel, and wood (logs or pellets): see OFF_GAS_FUELS. */
  lpg: number;
  coal: number;
  wood: number;
  heatNetwork: number;
  /** Smart Export Guarantee payment for exported solar electricity. */
  solarExport: number;
  /** Pence per day; 0 where the source excludes fixed charges. */
  electricityStandingPerDay: number;
  gasStandingPerDay: number;
  /** kg CO2 per kWh delivered. */
  co2: { electricity: number; gas: number; oil: number; lpg: number; coal: number; wood: number; heatNetwork: number };
  sources: string[];
  /** Values we could not source precisely and estimated; shown with the plan's assumptions. */
  estimates: string[];
}

/**
 * Electricity and gas are the product's factors (0.193, 0.183); heating oil (burning oil, kerosene) is
 * 0.245 kg CO2/kWh on a gross calorific value basis, as in the Defra/BERR greenhouse gas conversion
 * factors (2008, via Carbon Trust fact sheet CTL018), whose natural gas figure (0.185) matches the
 * product's. Combustion CO2 is chemistry, so an older table still holds; SAP's 0.298 adds upstream.
 */
const PRODUCT_CO2 = { electricity: 0.193, gas: 0.183, oil: 0.245, lpg: 0.214, coal: 0.33, wood: 0.019, heatNetwork: 0.23 };

/**
 * Fuels bought outside the price cap, per kWh of fuel, 2025 retail (the cap covers gas and electricity
 * only). They are estimates from published per-unit prices and SAP's energy contents, and say so with
 * every plan that uses them:
 * - bulk LPG 8.5 p: about 60 p a litre delivered to a tank, 7.08 kWh a litre;
 * - coal 7.0 p: smokeless fuel or house coal at about £600 a tonne in bags, 8.6 kWh a kg;
 * - wood 7.0 p: kiln-dried logs or bagged pellets (pellets about £380 a tonne at 4.8 kWh a kg = 7.9 p;
 *   seasoned logs less), the middle of the two.
 * CO2 on the same gross-CV combustion basis as gas and oil: LPG 0.214 (Defra/BERR via Carbon Trust
 * CTL018); coal 0.33 (CTL018's coal; SAP 2012's 0.394 for house coal adds upstream); wood 0.019 (SAP
 * 2012 Table 12, logs: the CO2 released in burning is the CO2 the tree took up, so only processing and
 * transport count).
 */
const OFF_GAS_FUELS = { lpg: 8.5, coal: 7.0, wood: 7.0 } as const;
const OFF_GAS_ESTIMATES = [
  'bulk LPG 8.5 p/kWh (about 60 p/litre at 7.08 kWh/litre, estimate)',
  'coal or smokeless fuel 7 p/kWh (about £600/tonne bagged at 8.6 kWh/kg, estimate)',
  'wood logs or pellets 7 p/kWh (pellets about £380/tonne at 4.8 kWh/kg; logs less; estimate)',
];

/**
 * The prices Ofgem's cap does not cover, in the rows since 2025 and the quarters kept as data, until
 * they have dated sources of their own.
 */
const BEYOND_THE_CAP = { electricityOffPeak: 15, oil: 7, ...OFF_GAS_FUELS, heatNetwork: 10, solarExport: 4 } as const;
const BEYOND_THE_CAP_ESTIMATES = [
  'off-peak electricity 15 p/kWh (typical time-of-use cheap rate, estimate)',
  'heating oil 7 p/kWh (about 70 p/litre at 10.35 kWh/litre, estimate)',
  'heat network 10 p/kWh and 0.23 kg CO2/kWh (gas-fired network with distribution losses, estimate)',
  'solar export 4 p/kWh (mid-range Smart Export Guarantee offer, estimate)',
  ...OFF_GAS_ESTIMATES,
];

const EMISSION_SOURCE =
  'Emission factors: electricity 0.193 and gas 0.183 kg CO2/kWh (product assumptions); heating oil 0.245, LPG 0.214 and coal 0.33 (Defra/BERR conversion factors, gross CV); wood 0.019 (SAP 2012 Table 12)';

const PRICE_TABLES: readonly PriceTable[] = [
  {
    id: 'est-2014',
    validFrom: '2013-12-01',
    electricity: 13.52,
    electricityOffPeak: 7.09,
    gas: 4.21,
    oil: 6.43,
    ...OFF_GAS_FUELS,
    heatNetwork: 6.0,
    solarExport: 4.77,
    electricityStandingPerDay: 0,
    gasStandingPerDay: 0,
    co2: PRODUCT_CO2,
    sources: ['Energy Saving Trust, "Our calculations" (2014): DECC domestic prices Dec 2013, excluding fixed charges'],
    estimates: ['heat network and export prices (calibration only)'],
  },
  {
    id: 'est-2019',
    validFrom: '2019-04-01',
    electricity: 15.75,
    electricityOffPeak: 7.03,
    gas: 3.73,
    oil: 4.9,
    ...OFF_GAS_FUELS,
    heatNetwork: 6.0,
    solarExport: 5.24,
    electricityStandingPerDay: 0,
    gasStandingPerDay: 0,
    co2: PRODUCT_CO2,
    sources: ['Energy Saving Trust prices for 2019 as quoted by npower "Energy saving tips: sources" (reviewed Aug 2019)'],
    estimates: ['oil, heat network and export prices (calibration only)'],
  },
  {
    id: 'ofgem-cap-2024-q2',
    validFrom: '2024-04-01',
    validTo: '2024-06-30',
    label: 'Ofgem cap, Apr-Jun 2024',
    electricity: 24.5,
    electricityOffPeak: 15,
    gas: 6.04,
    oil: 6.5,
    ...OFF_GAS_FUELS,
    heatNetwork: 10,
    solarExport: 4,
    electricityStandingPerDay: 60.1,
    gasStandingPerDay: 31.43,
    co2: PRODUCT_CO2,
    sources: ['Ofgem price cap Apr-Jun 2024, GB average, direct debit, incl. VAT'],
    estimates: ['off-peak, oil, heat network and export prices'],
  },
  {
    id: 'warmwise-2024-25-v1',
    validFrom: '2025-04-01',
    electricity: 28,
    gas: 7,
    ...BEYOND_THE_CAP,
    electricityStandingPerDay: 53.8,
    gasStandingPerDay: 32.67,
    co2: PRODUCT_CO2,
    sources: [
      'Warmwise product assumptions 2024-25: electricity 28 p/kWh, gas 7 p/kWh; 0.193 / 0.183 kg CO2/kWh',
      'Standing charges: Ofgem price cap Apr-Jun 2025 (electricity 53.80 p/day, gas 32.67 p/day)',
    ],
    estimates: BEYOND_THE_CAP_ESTIMATES,
  },
  {
    id: 'ofgem-cap-2025-q4',
    validFrom: '2025-10-01',
    validTo: '2025-12-31',
    label: 'Ofgem cap, Oct-Dec 2025',
    electricity: 26.35,
    gas: 6.29,
    ...BEYOND_THE_CAP,
    electricityStandingPerDay: 53.68,
    gasStandingPerDay: 34.03,
    co2: PRODUCT_CO2,
    sources: [
      'Ofgem price cap Oct-Dec 2025, GB average, direct debit, incl. VAT: electricity 26.35 p/kWh and 53.68 p/day, gas 6.29 p/kWh and 34.03 p/day',
      EMISSION_SOURCE,
    ],
    estimates: BEYOND_THE_CAP_ESTIMATES,
  },
];

function quarterRow(quarter: PriceQuarter): PriceTable {
  return {
    id: quarter.id,
    validFrom: quarter.validFrom,
    validTo: quarter.validTo,
    label: quarterLabel(quarter.validFrom, quarter.validTo),
    electricity: quarter.electricity.unitRate,
    gas: quarter.gas.unitRate,
    electricityStandingPerDay: quarter.electricity.standingCharge,
    gasStandingPerDay: quarter.gas.standingCharge,
    ...BEYOND_THE_CAP,
    co2: PRODUCT_CO2,
    sources: [quarter.source, EMISSION_SOURCE],
    estimates: BEYOND_THE_CAP_ESTIMATES,
  };
}

/** Every row, oldest first: those written here and the cap quarters kept as data. */
const ALL_PRICE_TABLES: readonly PriceTable[] = [...PRICE_TABLES, ...readPriceQuarters().map(quarterRow)].sort((a, b) =>
  a.validFrom.localeCompare(b.validFrom),
);

/** The rows written here, which `prices:add` checks a new quarter against besides the data file's. */
export const PRICE_TABLES_IN_CODE: readonly DatedSpan[] = PRICE_TABLES;

const todayIso = () => new Date().toISOString().slice(0, 10);

/** The row in force on a date (YYYY-MM-DD): the newest that had started by then. */
function priceTableOn(date: string): PriceTable {
  const inForce = ALL_PRICE_TABLES.findLast((row) => row.validFrom <= date);
  if (!inForce) throw new Error(`No price table in force on ${date}`);
  return inForce;
}

/** A row by id; without one, the row in force today, which every new plan uses. */
export function priceTable(id?: string): PriceTable {
  if (id === undefined) return priceTableOn(todayIso());
  const table = ALL_PRICE_TABLES.find((row) => row.id === id);
  if (!table) throw new Error(`Unknown price table '${id}'`);
  return table;
}

const addMonths = (isoDate: string, months: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};

/** How a plan names its prices, and whether they may be out of date for its date. */
export interface PricesNote {
  /** 'Prices: Ofgem cap, Jul-Sep 2026', with '(the newest quarter we hold)' once that quarter is over. */
  statement: string;
  /** True when the newest quarter in the table ended more than one quarter before the plan's date. */
  mayBeOutOfDate: boolean;
}

export function pricesNote(priceTableId: string, planDate: Date): PricesNote {
  const table = priceTable(priceTableId);
  const day = planDate.toISOString().slice(0, 10);
  const newestQuarter = ALL_PRICE_TABLES.findLast((row) => row.validTo !== undefined);
  const name = table.label ?? table.id;
  const over = table.validTo !== undefined && table.validTo < day;
  return {
    statement: `Prices: ${name}${over ? ' (the newest quarter we hold)' : ''}`,
    mayBeOutOfDate: newestQuarter?.validTo !== undefined && addMonths(newestQuarter.validTo, 3) < day,
  };
}
