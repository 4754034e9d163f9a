/**
 * Parse-only comparison, for ADR 1: our CSV parser against csv-parse, a widely used and maintained
 * CSV library, on the same generated certificates, decoded once beforehand and handed to both in
 * the importer's 64 KiB pieces. Nothing is checked, staged or written: only records split into
 * fields. All run in turn, several times, so a neighbour's burst on the shared machine spoils one
 * run, not one side.
 */
import { readFile } from 'node:fs/promises';
import { parse as parseStream, type Options } from 'csv-parse';
import { parse as parseWhole } from 'csv-parse/sync';
import { CsvRecordParser } from '../src/epc/import/csv-record-parser.js';

/** Enough rows for seconds of the library's work per run, few enough to hold their text in memory. */
const SAMPLE_ROWS = 200_000;
const RUNS = 5;
const PIECE_BYTES = 64 * 1024;

/** What the EPC files hold: blank lines, stray quotes inside unquoted fields (ADR 1). */
const LIBRARY_OPTIONS: Options = { relax_quotes: true, skip_empty_lines: true };

/** One file's text, as the importer decodes it. */
type FileText = string[];

/** Counts the records (header included) one way of parsing reads from every file. */
type ParseAll = (files: FileText[]) => Promise<number> | number;

const ours: ParseAll = (files) => {
  let records = 0;
  const count = () => void records++;
  for (const pieces of files) {
    const parser = new CsvRecordParser();
    for (const piece of pieces) parser.push(piece, count);
    parser.end(count);
  }
  return records;
};

/** csv-parse as a stream, fed the same pieces: how an importer reading files would use it. */
const libraryStream: ParseAll = async (files) => {
  let records = 0;
  for (const pieces of files) {
    const parser = parseStream(LIBRARY_OPTIONS);
    parser.on('data', () => void records++);
    const ended = new Promise((resolve, reject) => parser.once('end', resolve).once('error', reject));
    for (const piece of pieces) parser.write(piece);
    parser.end();
    await ended;
  }
  return records;
};

/** csv-parse's synchronous API on each whole file: its fastest path, with no stream in between. */
const libraryWhole: ParseAll = (files) => files.reduce((records, pieces) => records + parseWhole(pieces.join(''), LIBRARY_OPTIONS).length, 0);

const CONTENDERS: Array<{ name: string; parseAll: ParseAll }> = [
  { name: 'ours (`CsvRecordParser`, every column)', parseAll: ours },
  { name: 'csv-parse, stream API, same pieces', parseAll: libraryStream },
  { name: 'csv-parse, sync API, one string per file', parseAll: libraryWhole },
];

/** Decodes whole files, in order, until they hold at least SAMPLE_ROWS rows. */
async function loadSample(files: Array<{ path: string; rows: number }>): Promise<{ texts: FileText[]; rows: number; bytes: number }> {
  const texts: FileText[] = [];
  let rows = 0;
  let bytes = 0;
  for (const file of files) {
    if (rows >= SAMPLE_ROWS) break;
    const content = await readFile(file.path);
    const decoder = new TextDecoder();
    const pieces: string[] = [];
    for (let at = 0; at < content.length; at += PIECE_BYTES) pieces.push(decoder.decode(content.subarray(at, at + PIECE_BYTES), { stream: true }));
    pieces.push(decoder.decode());
    texts.push(pieces);
    rows += file.rows;
    bytes += content.length;
  }
  return { texts, rows, bytes };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const n = (value: number) => Math.round(value).toLocaleString('en-GB');

/** Runs every contender RUNS times in turn over the same sample; answers the report's lines. */
export async function compareCsvParsers(files: Array<{ path: string; rows: number }>): Promise<string[]> {
  const sample = await loadSample(files);
  // Every contender must read the same records (each file's header too), or the race is unfair.
  const expected = sample.rows + sample.texts.length;
  const seconds = CONTENDERS.map(() => [] as number[]);
  for (let run = 0; run < RUNS; run++) {
    for (const [index, { name, parseAll }] of CONTENDERS.entries()) {
      const started = performance.now();
      const records = await parseAll(sample.texts);
      seconds[index].push((performance.now() - started) / 1000);
      if (records !== expected) throw new Error(`${name} read ${records} records, expected ${expected}`);
    }
  }
  const describe = (name: string, runs: number[]) => {
    const typical = median(runs);
    const rates = runs.map((s) => n(sample.rows / s)).join(', ');
    return `  - ${name}: **${n(sample.rows / typical)} rows/s, ${((typical * 1e6) / sample.rows).toFixed(1)} µs/row** (median; runs: ${rates} rows/s)`;
  };
  return [
    `- parse only, ${n(sample.rows)} generated certificates (${sample.texts.length} files, ${(sample.bytes / 2 ** 20).toFixed(0)} MiB) decoded beforehand, all columns, every contender in turn, ${RUNS} runs, main thread:`,
    ...CONTENDERS.map(({ name }, index) => describe(name, seconds[index])),
  ];
}
