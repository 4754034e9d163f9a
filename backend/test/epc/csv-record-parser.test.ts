import { CsvRecordParser } from '../../src/epc/import/csv-record-parser.js';

interface Parsed {
  records: Array<{ fields: string[]; line: number }>;
  tail?: { line: number; text: string };
}

/** Parses text fed in chunks of `chunkSize` characters (to cross every boundary). */
function parse(text: string, chunkSize = text.length || 1): Parsed {
  const parser = new CsvRecordParser();
  const records: Parsed['records'] = [];
  const sink = (fields: string[], line: number) => records.push({ fields, line });
  for (let i = 0; i < text.length; i += chunkSize) parser.push(text.slice(i, i + chunkSize), sink);
  const tail = parser.end(sink);
  return { records, tail };
}

describe('CsvRecordParser', () => {
  it('refuses a record longer than its limit at its first line break, in any chunks, and reads on', () => {
    const text = 'a,b\n' + 'x'.repeat(50) + ',"open\nstill open' + 'z'.repeat(10) + '\nc,d\n';
    for (const size of [1, 7, 16, text.length]) {
      const refused: Array<[number, string]> = [];
      const parser = new CsvRecordParser((line, start) => refused.push([line, start]), 30);
      const records: Array<{ fields: string[]; line: number }> = [];
      const sink = (fields: string[], line: number) => records.push({ fields, line });
      for (let i = 0; i < text.length; i += size) parser.push(text.slice(i, i + size), sink);
      expect(parser.end(sink)).toBeUndefined();
      expect(refused).toEqual([[2, expect.stringMatching(/^x+/)]]);
      // The refused record's second line is read as a record of its own: the damage stops there.
      expect(records.map((r) => r.fields[0])).toEqual(['a', expect.stringMatching(/^still open/), 'c']);
      expect(records.map((r) => r.line)).toEqual([1, 3, 4]);
    }
  });

  it('refuses an endless line without keeping it, however it is cut', () => {
    const refused: number[] = [];
    const parser = new CsvRecordParser((line) => refused.push(line), 1_000);
    const records: string[][] = [];
    parser.push('h\n', (fields) => records.push(fields));
    for (let i = 0; i < 1_000; i++) parser.push('y'.repeat(500), (fields) => records.push(fields));
    parser.push('\nlast\n', (fields) => records.push(fields));
    expect(parser.end((fields) => records.push(fields))).toBeUndefined();
    expect(refused).toEqual([2]);
    expect(records).toEqual([['h'], ['last']]);
  });

  it('reads quoted commas, doubled quotes and line breaks inside quotes', () => {
    const text = 'a,b,c\n"1, Mill Road","say ""hi""","two\nlines"\nx,,z\n';
    const { records, tail } = parse(text);
    expect(tail).toBeUndefined();
    expect(records).toEqual([
      { fields: ['a', 'b', 'c'], line: 1 },
      { fields: ['1, Mill Road', 'say "hi"', 'two\nlines'], line: 2 },
      { fields: ['x', '', 'z'], line: 4 },
    ]);
  });

  it('gives the same records whatever the chunk boundaries', () => {
    const text = 'h1,h2,h3\r\n"a,1","b""2",c\r\n\r\nd,"e\r\nf",g\r\nlast,row,"no newline"';
    const whole = parse(text);
    for (const size of [1, 2, 3, 5, 7, 11]) expect(parse(text, size)).toEqual(whole);
    expect(whole.records.map((r) => r.line)).toEqual([1, 2, 4, 6]);
    expect(whole.records[2].fields).toEqual(['d', 'e\r\nf', 'g']);
    expect(whole.records[3].fields).toEqual(['last', 'row', 'no newline']);
  });

  it('skips blank lines and keeps counting them', () => {
    expect(parse('a\n\n\nb\n').records).toEqual([
      { fields: ['a'], line: 1 },
      { fields: ['b'], line: 4 },
    ]);
  });

  it('keeps stray quotes inside unquoted fields and text after a closing quote', () => {
    expect(parse('12" pipe,"a"b,c\n').records[0].fields).toEqual(['12" pipe', 'ab', 'c']);
  });

  it('hands back an unclosed quote at the end as a truncated tail', () => {
    const { records, tail } = parse('a,b\n1,2\n3,"unfinished\nstill');
    expect(records.map((r) => r.fields)).toEqual([['a', 'b'], ['1', '2']]);
    expect(tail).toEqual({ line: 3, text: '3,"unfinished\nstill' });
  });

  it('reads a last line cut short as a record with fewer fields', () => {
    expect(parse('a,b,c\n1,2,3\n4,5').records.map((r) => r.fields)).toEqual([['a', 'b', 'c'], ['1', '2', '3'], ['4', '5']]);
  });

  it('blanks the columns it was told to skip but keeps the raw record', () => {
    const parser = new CsvRecordParser();
    const seen: Array<{ fields: string[]; raw: string }> = [];
    parser.push('a,b,c\n1,"x,y",3\n', (fields) => {
      if (seen.length === 0) parser.keepOnly([true, false, true]);
      seen.push({ fields, raw: parser.rawRecord() });
    });
    expect(seen[1]).toEqual({ fields: ['1', '', '3'], raw: '1,"x,y",3' });
  });

  it('says which records hold characters that COPY escapes', () => {
    const parser = new CsvRecordParser();
    const plain: boolean[] = [];
    const text = 'a,b\r\nplain,"quoted, fine"\r\ntab,x\ty\nback,x\\y\nbreak,"two\nlines"\ncr,x\ry\nlast,row';
    for (const chunk of [text.slice(0, 20), text.slice(20)]) parser.push(chunk, () => plain.push(parser.recordIsPlain()));
    parser.end(() => plain.push(parser.recordIsPlain()));
    expect(plain).toEqual([true, true, false, false, false, false, true]);
  });
});
