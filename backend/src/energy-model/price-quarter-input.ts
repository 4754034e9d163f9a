import { CsvRecordParser } from '../epc/index.js';

/** The CSV columns of one quarter: a row per fuel, the quarter's dates and source on each row. */
const CSV_COLUMNS = ['fuel', 'unit_rate', 'standing_charge', 'valid_from', 'valid_to', 'payment_method', 'source'] as const;

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The quarter a CSV file describes, in the JSON shape `parsePriceQuarter` checks. Rows must agree on
 * the quarter's dates, payment method and source; what each says of its fuel is kept by fuel name.
 */
function quarterFromCsv(text: string): unknown {
  const records: string[][] = [];
  const parser = new CsvRecordParser();
  const keep = (fields: string[]) => void records.push(fields);
  parser.push(text, keep);
  if (parser.end(keep)) throw new Error('The CSV file ends inside a quoted field');
  const [header, ...rows] = records;
  const columns = header?.map((name) => name.trim().toLowerCase()) ?? [];
  const missing = CSV_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw new Error(`The CSV header must name the columns ${CSV_COLUMNS.join(', ')}; missing: ${missing.join(', ')}`);
  const read = rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, (row[index] ?? '').trim()])));
  const shared = (column: 'valid_from' | 'valid_to' | 'payment_method' | 'source') => {
    const values = new Set(read.map((row) => row[column]));
    if (values.size > 1) throw new Error(`Every row must give the same ${column}`);
    return [...values][0] || undefined;
  };
  const quarter: Record<string, unknown> = {
    validFrom: shared('valid_from'),
    validTo: shared('valid_to'),
    paymentMethod: shared('payment_method'),
    source: shared('source'),
  };
  for (const row of read) {
    const fuel = row.fuel!.toLowerCase();
    if (fuel in quarter) throw new Error(`The fuel '${fuel}' is given twice`);
    quarter[fuel] = { unitRate: number(row.unit_rate!), standingCharge: number(row.standing_charge!) };
  }
  return quarter;
}

/** A quarter's figures from a file's text: JSON (one quarter) when it looks like JSON, else CSV. */
export function quarterFromFile(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      throw new Error('The file is not valid JSON');
    }
  }
  return quarterFromCsv(text);
}
