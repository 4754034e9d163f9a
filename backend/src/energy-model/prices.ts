import { nationOfPostcode, type Nation } from '@warmwise/common';
import { LEGACY_PRICE_TABLES, PRODUCT_CO2 } from './price-tables-legacy.js';
import { periodLabel, PRICED_FUELS, quarterLabel, type DatedSpan, type FuelPrice, type PriceQuarter, type PriceRegion, type PricedFuel } from './price-quarter.js';
import { readPriceQuarters } from './price-quarters-file.js';
import type { FuelUse } from './types.js';

/** One fuel's price as a plan states it: the figure, the period it is for, its source and grade. */
interface PriceLine {
  fuel: PricedFuel;
  /** '11.23 p/kWh', '31.72 p/kWh day, 14.82 p/kWh night, 54.53 p/day'. */
  value: string;
  period: string;
  grade: FuelPrice['grade'];
  source: string;
}

/**
 * The one dated, versioned table of unit prices, standing charges and emission factors. A plan records
 * the id of the row it used, so old plans stay explainable after prices change. Older rows exist only to
 * convert published savings (quoted at that year's prices) for calibration.
 */
export interface PriceTable {
  id: string;
  /** Whose prices: Great Britain's cap, or Northern Ireland's tariffs. */
  region: PriceRegion;
  validFrom: string;
  /** The last day of a quarter; absent for rows that are not a quarter. */
  validTo?: string;
  /** How a plan names a quarter's prices: 'Ofgem cap, Oct-Dec 2026'. */
  label?: string;
  /** Pence per kWh unless noted. Single-rate electricity. */
  electricity: number;
  /** Economy 7: the day and night rates and the two-rate tariff's standing charge (p/day). */
  electricityDay: number;
  electricityNight: number;
  economy7StandingPerDay: number;
  /** The cheap rate a time-of-use tariff shifts load to (heat pumps, appliances): Economy 7's night rate. */
  electricityOffPeak: number;
  gas: number;
  oil: number;
  /** Bulk (tank) LPG, which LPG boilers burn; bottled LPG is held beside it. */
  lpg: number;
  lpgBottled: number;
  /** Solid mineral fuel as coal heating bills it: smokeless fuel (bagged house coal may not be sold in England since 2023). */
  coal: number;
  houseCoal: number;
  /** Wood logs, which stoves and log boilers burn; pellets are held beside them. */
  wood: number;
  woodPellets: number;
  heatNetwork: number;
  heatNetworkStandingPerDay: number;
  /** Smart Export Guarantee payment for exported solar electricity. */
  solarExport: number;
  /** Pence per day; 0 where the source excludes fixed charges. */
  electricityStandingPerDay: number;
  gasStandingPerDay: number;
  /** kg CO2 per kWh delivered. */
  co2: { electricity: number; gas: number; oil: number; lpg: number; coal: number; wood: number; heatNetwork: number };
  /** Every fuel's figure with its period, source and grade; empty for the rows kept for calibration. */
  lines: PriceLine[];
  sources: string[];
  /** Values we could not source precisely and estimated; shown with the plan's assumptions. */
  estimates: string[];
}

const EMISSION_SOURCE =
  'Emission factors: electricity 0.193 and gas 0.183 kg CO2/kWh (product assumptions); heating oil 0.245, LPG 0.214 and coal 0.33 (Defra/BERR conversion factors, gross CV); wood 0.019 (SAP 2012 Table 12); heat network 0.23 (estimate)';

const GRADE_WORD: Record<FuelPrice['grade'], string> = {
  P: 'primary',
  S: 'secondary',
  'S-code': 'secondary, transcribed in a public repository',
  derived: 'derived from secondary figures',
  estimate: 'estimate',
};

const figures = (fuel: PricedFuel, price: FuelPrice) =>
  [
    `${price.unitRate} p/kWh${PRICED_FUELS[fuel].night ? ' day' : ''}`,
    ...(price.nightRate !== undefined ? [`${price.nightRate} p/kWh night`] : []),
    ...(price.standingCharge !== undefined ? [`${price.standingCharge} p/day`] : []),
  ].join(', ');

/** The line a householder reads: 'heating oil (kerosene) 11.23 p/kWh, 25 Sep 2026: BoilerJuice ... (derived from secondary figures)'. */
const priceLineText = (line: PriceLine) =>
  `${PRICED_FUELS[line.fuel].name} ${line.value}, ${line.period}: ${line.source} (${GRADE_WORD[line.grade]})`;

function quarterRow(quarter: PriceQuarter): PriceTable {
  const { fuels } = quarter;
  const lines = (Object.keys(PRICED_FUELS) as PricedFuel[]).map((fuel) => ({
    fuel,
    value: figures(fuel, fuels[fuel]),
    period: fuels[fuel].period,
    grade: fuels[fuel].grade,
    source: fuels[fuel].source,
  }));
  return {
    id: quarter.id,
    region: quarter.region,
    validFrom: quarter.validFrom,
    validTo: quarter.validTo,
    label: quarterLabel(quarter.validFrom, quarter.validTo, quarter.region),
    electricity: fuels.electricity.unitRate,
    electricityStandingPerDay: fuels.electricity.standingCharge!,
    electricityDay: fuels.economy7.unitRate,
    electricityNight: fuels.economy7.nightRate!,
    economy7StandingPerDay: fuels.economy7.standingCharge!,
    electricityOffPeak: fuels.economy7.nightRate!,
    gas: fuels.gas.unitRate,
    gasStandingPerDay: fuels.gas.standingCharge!,
    oil: fuels.oil.unitRate,
    lpg: fuels.lpgBulk.unitRate,
    lpgBottled: fuels.lpgBottled.unitRate,
    coal: fuels.smokeless.unitRate,
    houseCoal: fuels.houseCoal.unitRate,
    wood: fuels.woodLogs.unitRate,
    woodPellets: fuels.woodPellets.unitRate,
    heatNetwork: fuels.heatNetwork.unitRate,
    heatNetworkStandingPerDay: fuels.heatNetwork.standingCharge!,
    solarExport: fuels.export.unitRate,
    co2: PRODUCT_CO2,
    lines,
    sources: [...lines.filter((line) => line.grade !== 'estimate').map(priceLineText), EMISSION_SOURCE],
    estimates: lines.filter((line) => line.grade === 'estimate').map(priceLineText),
  };
}

/** Every row, oldest first: those written in code for calibration and the quarters kept as data. */
const ALL_PRICE_TABLES: readonly PriceTable[] = [...LEGACY_PRICE_TABLES, ...readPriceQuarters().map(quarterRow)].sort((a, b) =>
  a.validFrom.localeCompare(b.validFrom),
);

/** The rows written in code, which `prices:add` checks a new quarter against besides the data file's. */
export const PRICE_TABLES_IN_CODE: readonly DatedSpan[] = LEGACY_PRICE_TABLES;

/** Northern Ireland's plans, while no NI row covers their date, use Great Britain's row under its own id. */
const STAND_IN_FOR_NI = '-for-ni';

function standingInForNi(row: PriceTable): PriceTable {
  const note = `Northern Ireland's own tariffs (set by its Utility Regulator) are not loaded yet: Great Britain's prices (${row.label ?? row.id}) stand in for electricity and gas, and UK figures for the other fuels`;
  return { ...row, id: `${row.id}${STAND_IN_FOR_NI}`, region: 'NI', label: `${row.label ?? row.id}, standing in for Northern Ireland's tariffs`, estimates: [note, ...row.estimates] };
}

const regionOf = (nation: Nation | null): PriceRegion => (nation === 'Northern Ireland' ? 'NI' : 'GB');

const todayIso = () => new Date().toISOString().slice(0, 10);

/** The newest row of a region that had started by a date (YYYY-MM-DD). */
const newestStartedBy = (date: string, region: PriceRegion) => ALL_PRICE_TABLES.findLast((row) => row.region === region && row.validFrom <= date);

/**
 * The prices in force on a date (YYYY-MM-DD) for a home in a nation: the quarter covering the date,
 * else the newest that had started. Northern Ireland uses its own quarter when one is loaded for the
 * date, and otherwise Great Britain's, named as standing in.
 */
function pricesInForce(date: string, nation: Nation | null = null): PriceTable {
  const gb = newestStartedBy(date, 'GB');
  if (!gb) throw new Error(`No price table in force on ${date}`);
  if (regionOf(nation) === 'GB') return gb;
  const ni = newestStartedBy(date, 'NI');
  return ni && (!ni.validTo || date <= ni.validTo) ? ni : standingInForNi(gb);
}

/** The prices a new plan for a home at a postcode uses today. */
export const pricesForPostcode = (postcode: string | null | undefined) => pricesInForce(todayIso(), nationOfPostcode(postcode ?? ''));

/** A row by id; without one, Great Britain's row in force today. */
export function priceTable(id?: string): PriceTable {
  if (id === undefined) return pricesInForce(todayIso());
  const standIn = id.endsWith(STAND_IN_FOR_NI);
  const baseId = standIn ? id.slice(0, -STAND_IN_FOR_NI.length) : id;
  const table = ALL_PRICE_TABLES.find((row) => row.id === baseId);
  if (!table) throw new Error(`Unknown price table '${id}'`);
  return standIn ? standingInForNi(table) : table;
}

/** Whether a plan's prices are still the ones a new plan in its region would use today. */
export function isCurrentPriceTable(id: string): boolean {
  const table = priceTable(id);
  return pricesInForce(todayIso(), table.region === 'NI' ? 'Northern Ireland' : null).id === id;
}

/** The quarter (Jan-Mar, Apr-Jun, ...) a date falls in, named: 'Oct-Dec 2026'. */
function quarterOf(isoDate: string): string {
  const startMonth = Math.floor((Number(isoDate.slice(5, 7)) - 1) / 3) * 3 + 1;
  const from = `${isoDate.slice(0, 4)}-${String(startMonth).padStart(2, '0')}-01`;
  const to = `${isoDate.slice(0, 4)}-${String(startMonth + 2).padStart(2, '0')}-01`;
  return periodLabel(from, to);
}

/** How a plan names its prices, and whether they may be out of date for its date. */
export interface PricesNote {
  /** 'Prices: Ofgem cap, Oct-Dec 2026'; a plan dated past the newest quarter says which it uses and that newer ones are not loaded. */
  statement: string;
  /** True when no loaded quarter covers the plan's date. */
  mayBeOutOfDate: boolean;
}

export function pricesNote(priceTableId: string, planDate: Date): PricesNote {
  const table = priceTable(priceTableId);
  const day = planDate.toISOString().slice(0, 10);
  const name = table.label ?? table.id;
  const behind = table.validTo !== undefined && table.validTo < day;
  return {
    statement: behind
      ? `Prices: ${name}, the newest quarter we hold; prices for ${quarterOf(day)}, when this plan was made, are not loaded yet`
      : `Prices: ${name}`,
    mayBeOutOfDate: behind,
  };
}

/** The priced fuel each fuel the model bills is charged as. */
const BILLED_AS: Record<keyof FuelUse, PricedFuel> = {
  electricity: 'electricity',
  gas: 'gas',
  oil: 'oil',
  lpg: 'lpgBulk',
  coal: 'smokeless',
  wood: 'woodLogs',
  heatNetwork: 'heatNetwork',
};

/**
 * The plan's price lines: the row it uses, and each fuel the home buys with its figure, period, source
 * and grade, so a secondary figure says so where the householder reads it.
 */
export function pricesAssumptions(prices: PriceTable, fuel: FuelUse, { economy7, exports }: { economy7: boolean; exports: boolean }): string[] {
  const used = (Object.keys(BILLED_AS) as Array<keyof FuelUse>)
    .filter((key) => fuel[key] > 0)
    .map((key) => (key === 'electricity' && economy7 ? 'economy7' : BILLED_AS[key]));
  const fuels = new Set<PricedFuel>([...used, ...(exports ? (['export'] as const) : [])]);
  const lines = prices.lines.filter((line) => fuels.has(line.fuel)).map((line) => `Price of ${priceLineText(line)}.`);
  return [`Prices: table '${prices.id}' (from ${prices.validFrom}); estimates: ${prices.estimates.join('; ') || 'none'}.`, ...lines];
}
