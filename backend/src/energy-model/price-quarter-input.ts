import { CsvRecordParser } from '../epc/index.js';
import { PRICED_FUEL_KEYS, PRICED_FUELS, type PricedFuel, type QuarterProblem } from './price-quarter.js';

/**
 * The CSV columns of one period: a row per fuel with its figures, the period its figure is for, its
 * grade and source; the quarter's dates, region and payment method on every row. Economy 7's
 * unit_rate is its day rate.
 */
const CSV_COLUMNS = ['fuel', 'unit_rate', 'night_rate', 'standing_charge', 'period', 'grade', 'source', 'valid_from', 'valid_to', 'region', 'payment_method'] as const;
const SHARED_COLUMNS = { valid_from: 'validFrom', valid_to: 'validTo', region: 'region', payment_method: 'paymentMethod' } as const;
const FIGURE_COLUMNS = { unit_rate: 'unitRate', night_rate: 'nightRate', standing_charge: 'standingCharge' } as const;

const number = (text: string) => (text === '' ? undefined : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);
const orUndefined = (text: string) => (text === '' ? undefined : text);

/** A file's figures in the JSON shape `parsePriceQuarter` checks, and where each fuel was read (its CSV line). */
export interface QuarterInput {
  input: unknown;
  /** The file line each fuel was read from; empty for JSON. */
  lineOf: Partial<Record<PricedFuel, number>>;
  /** Problems found while reading, before the figures are checked. */
  problems: string[];
}

function quarterFromCsv(text: string): QuarterInput {
  const records: string[][] = [];
  const parser = new CsvRecordParser();
  const keep = (fields: string[]) => void records.push(fields);
  parser.push(text, keep);
  if (parser.end(keep)) return { input: {}, lineOf: {}, problems: ['The CSV file ends inside a quoted field'] };
  const [header, ...rows] = records;
  const columns = header?.map((name) => name.trim().toLowerCase()) ?? [];
  const missing = CSV_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    return { input: {}, lineOf: {}, problems: [`line 1: the header must name the columns ${CSV_COLUMNS.join(', ')}; missing: ${missing.join(', ')}`] };
  }
  const problems: string[] = [];
  const lineOf: QuarterInput['lineOf'] = {};
  const quarter: Record<string, unknown> = {};
  const fuels: Record<string, unknown> = {};
  const firstSeen: Record<string, number> = {};
  rows.forEach((row, index) => {
    const line = index + 2;
    const cell = Object.fromEntries(columns.map((column, at) => [column, (row[at] ?? '').trim()]));
    if (Object.values(cell).every((value) => value === '')) return;
    for (const [column, key] of Object.entries(SHARED_COLUMNS)) {
      const value = orUndefined(cell[column]!);
      if (!(key in quarter)) {
        quarter[key] = value;
        firstSeen[key] = line;
      } else if (quarter[key] !== value) problems.push(`line ${line}: ${column} '${value ?? ''}' differs from line ${firstSeen[key]}'s '${String(quarter[key] ?? '')}'; every row gives the same`);
    }
    const fuel = cell.fuel! as PricedFuel;
    if (!(fuel in PRICED_FUELS)) return void problems.push(`line ${line}: '${cell.fuel}' is not a fuel we price; use one of ${PRICED_FUEL_KEYS.join(', ')}`);
    if (lineOf[fuel]) return void problems.push(`line ${line}: ${fuel} is given twice (also line ${lineOf[fuel]})`);
    lineOf[fuel] = line;
    fuels[fuel] = {
      ...Object.fromEntries(Object.entries(FIGURE_COLUMNS).map(([column, key]) => [key, number(cell[column]!)]).filter(([, value]) => value !== undefined)),
      period: orUndefined(cell.period!),
      grade: orUndefined(cell.grade!),
      source: orUndefined(cell.source!),
    };
  });
  return { input: { ...quarter, fuels }, lineOf, problems };
}

/** A period's figures from a file's text: JSON (one period) when it looks like JSON, else CSV. */
export function quarterFromFile(text: string): QuarterInput {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return quarterFromCsv(text);
  try {
    return { input: JSON.parse(trimmed) as unknown, lineOf: {}, problems: [] };
  } catch {
    return { input: {}, lineOf: {}, problems: ['The file is not valid JSON'] };
  }
}

/** A checked field's problem, placed: 'line 4 (oil): ...' for a CSV row, 'fuels.oil.unitRate: ...' for JSON. */
export function placed(problem: QuarterProblem, lineOf: QuarterInput['lineOf']): string {
  const [first, fuel] = problem.path;
  const line = first === 'fuels' ? lineOf[fuel as PricedFuel] : undefined;
  if (line) return `line ${line} (${String(fuel)}): ${problem.message}`;
  return problem.path.length > 0 ? `${problem.path.join('.')}: ${problem.message}` : problem.message;
}
