import fc from 'fast-check';
import { CsvRecordParser } from '../../src/epc/import/csv-record-parser.js';

/*
 * The parser against a reference writer: any records, written as RFC 4180 CSV by the simplest
 * correct writer and fed to the parser in chunks of any size, come back field for field, each
 * with the line it starts on and its own text.
 */

/** Field text that reaches every branch: delimiters, quotes, both line ends, COPY's specials, unicode. */
const fieldText = fc.string({
  unit: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('a', 'Z', '7', ' ', '-') },
    { weight: 2, arbitrary: fc.constantFrom(',', '"', '\n', '\r\n', '\r') },
    { weight: 1, arbitrary: fc.constantFrom('\\', '\t', '\0', 'é', '£', '🏠', 'ß') },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 1 }) },
  ),
  maxLength: 12,
});

interface WrittenRecord {
  fields: string[];
  /** Quote every field, as some writers do, rather than only those that need it. */
  quoteAll: boolean;
  /** Blank lines written before the record (skipped by the parser, but counted in line numbers). */
  blankLinesBefore: number;
}

const records = fc.array(
  fc.record({
    fields: fc.array(fieldText, { minLength: 1, maxLength: 6 }),
    quoteAll: fc.boolean(),
    blankLinesBefore: fc.nat(2),
  }),
  { minLength: 1, maxLength: 8 },
);

const needsQuotes = (field: string) => /[",\r\n]/.test(field);
const quoted = (field: string) => `"${field.replaceAll('"', '""')}"`;

/** The reference writer: a record's text, without its line end. */
function recordText({ fields, quoteAll }: WrittenRecord): string {
  // A lone empty field unquoted would be a blank line, which readers skip.
  const quoteEmpty = fields.length === 1;
  return fields.map((field) => (quoteAll || needsQuotes(field) || (quoteEmpty && field === '') ? quoted(field) : field)).join(',');
}

interface Expected {
  fields: string[];
  line: number;
  raw: string;
  plain: boolean;
}

function writeFile(written: WrittenRecord[], lineEnd: string, finalLineEnd: boolean): { text: string; expected: Expected[] } {
  let text = '';
  let line = 1;
  const expected: Expected[] = [];
  written.forEach((record, index) => {
    text += lineEnd.repeat(record.blankLinesBefore);
    line += record.blankLinesBefore;
    const raw = recordText(record);
    expected.push({
      fields: record.fields,
      line,
      raw,
      // COPY's text format escapes backslash, tab, CR, LF and NUL.
      plain: !record.fields.some((field) => /[\\\t\0\r\n]/.test(field)),
    });
    text += raw;
    if (index < written.length - 1 || finalLineEnd) text += lineEnd;
    line += 1 + record.fields.reduce((breaks, field) => breaks + (field.match(/\n/g)?.length ?? 0), 0);
  });
  return { text, expected };
}

/** Cuts text into consecutive chunks of the given sizes (the last one takes the rest). */
function chunksOf(text: string, sizes: number[]): string[] {
  const chunks: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= text.length) break;
    chunks.push(text.slice(at, at + size));
    at += size;
  }
  if (at < text.length) chunks.push(text.slice(at));
  return chunks;
}

function parse(chunks: string[]) {
  const parser = new CsvRecordParser();
  const seen: Expected[] = [];
  const sink = (fields: string[], line: number) => seen.push({ fields, line, raw: parser.rawRecord(), plain: parser.recordIsPlain() });
  for (const chunk of chunks) parser.push(chunk, sink);
  return { seen, tail: parser.end(sink) };
}

describe('CsvRecordParser, property-based', () => {
  it('reads back what a reference writer wrote, whatever the chunk boundaries', () => {
    fc.assert(
      fc.property(
        records,
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 60 }),
        (written, lineEnd, finalLineEnd, sizes) => {
          const { text, expected } = writeFile(written, lineEnd, finalLineEnd);
          const { seen, tail } = parse(chunksOf(text, sizes));
          expect(tail).toBeUndefined();
          expect(seen).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives the same records for one chunk and for single characters', () => {
    fc.assert(
      fc.property(records, (written) => {
        const { text } = writeFile(written, '\n', true);
        expect(parse([...text].map((character) => character))).toEqual(parse([text]));
      }),
      { numRuns: 200 },
    );
  });

  it('reports an unclosed quote at the end as a truncated tail, never as a record', () => {
    fc.assert(
      fc.property(records, fieldText, (written, unfinished) => {
        const { text, expected } = writeFile(written, '\n', true);
        // A download cut off inside a quoted field: an opening quote with no closing one.
        const cut = `"${unfinished.replaceAll('"', '')}`;
        const { seen, tail } = parse([text + cut]);
        expect(seen).toEqual(expected);
        expect(tail).toEqual({ line: expected.at(-1)!.line + expected.at(-1)!.raw.split('\n').length, text: cut });
      }),
      { numRuns: 200 },
    );
  });
});
