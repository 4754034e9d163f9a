import { isRecord } from '@warmwise/common';
import { CsvRecordParser } from '../import/csv-record-parser.js';

/**
 * A register answer reduced to what the importer reads: a header row of column names (any case,
 * '-' or '_') and one list of fields per certificate. Rows that could not be read at all are
 * counted in `unreadable`, so the lookup can log them without failing the answer.
 */
export interface RegisterTable {
  header: string[];
  rows: string[][];
  unreadable: number;
}

/** The answer could not be understood at all (not JSON, no rows list, no header). */
export class RegisterFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegisterFormatError';
  }
}

export const EMPTY_TABLE: RegisterTable = { header: [], rows: [], unreadable: 0 };

/** Reads a CSV answer (the register's `text/csv`): the first record is the header. */
export function tableFromCsv(text: string): RegisterTable {
  const records: string[][] = [];
  const parser = new CsvRecordParser();
  const sink = (fields: string[]) => records.push(fields);
  parser.push(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, sink);
  const tail = parser.end(sink);
  const [header, ...rows] = records;
  if (header === undefined) return tail ? failed('CSV answer with an unclosed quote') : EMPTY_TABLE;
  return { header, rows, unreadable: tail ? 1 : 0 };
}

/**
 * Turns JSON row objects into a table. The header is `columns` when given, else every key met
 * in the rows (in order of appearance); keys pass through `keyOf` so an API's naming can be
 * mapped onto the register's column names.
 */
export function tableFromObjects(
  items: unknown[],
  columns: string[] | undefined,
  keyOf: (key: string) => string = (key) => key,
): RegisterTable {
  const objects = items.filter(isRecord);
  const header = columns ?? [...new Set(objects.flatMap((item) => Object.keys(item).map(keyOf)))];
  const position = new Map(header.map((name, i) => [name, i]));
  const rows = objects.map((item) => {
    const fields = new Array<string>(header.length).fill('');
    for (const [key, value] of Object.entries(item)) {
      const at = position.get(keyOf(key));
      if (at !== undefined) fields[at] = fieldText(value);
    }
    return fields;
  });
  return { header, rows, unreadable: items.length - objects.length };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RegisterFormatError('answer is not valid JSON');
  }
}

export function isCsv(contentType: string | null): boolean {
  return contentType !== null && /\btext\/csv\b/i.test(contentType);
}

function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function failed(message: string): never {
  throw new RegisterFormatError(message);
}
