import { readFile, writeFile } from 'node:fs/promises';
import { certificate, certificateLine, certificatesCsv, HEADER_LINE } from './support/epc-csv.js';
import { startImportHarness, type ImportHarness } from './support/import-database.js';

interface Row {
  lmk_key: string;
  postcode: string;
  address: string;
  lodgement_date: string;
  current_energy_rating: string | null;
  total_floor_area: number | null;
  tenure: string | null;
  low_energy_lighting: number | null;
}

let harness: ImportHarness;
beforeAll(async () => {
  harness = await startImportHarness();
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.rows('truncate epc_certificate, epc_import_file');
});

const certificates = () =>
  harness.rows<Row>(
    `select lmk_key, postcode, address, to_char(lodgement_date, 'YYYY-MM-DD') as lodgement_date,
            current_energy_rating, total_floor_area, tenure, low_energy_lighting from epc_certificate order by lmk_key`,
  );

async function readRejects(file: string): Promise<string[][]> {
  const text = await readFile(file, 'utf8');
  // The test rejects hold no line breaks inside fields: split simply, keeping quoted commas.
  return text
    .trim()
    .split('\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"')).slice(0, 5));
}

describe('importing a certificates CSV', () => {
  it('stores quoted commas and quotes, normalises postcodes, and rejects bad rows with line numbers', async () => {
    const file = harness.file('edge-cases.csv');
    const rows = [
      certificate({ LMK_KEY: 'K1', ADDRESS: 'Flat 1, "The Maltings", 2 Mill Road', POSTCODE: 'ls63hn' }),
      certificate({ LMK_KEY: 'K2', POSTCODE: 'sw1a 1aa', TENURE: 'NO DATA!', TOTAL_FLOOR_AREA: '', LOW_ENERGY_LIGHTING: '' }),
      certificate({ LMK_KEY: '', ADDRESS: 'no key' }),
      certificate({ LMK_KEY: 'K4', POSTCODE: 'NOWHERE' }),
      certificate({ LMK_KEY: 'K5', LODGEMENT_DATE: '2020-02-30' }),
    ];
    const text = certificatesCsv(rows) + 'K6,only,a,few,fields\n' + certificateLine(certificate({ LMK_KEY: 'K7' }));
    await writeFile(file, text);

    const summary = await harness.run(file);

    expect(summary).toMatchObject({ files: 1, imported: 1, rowsRead: 7, inserted: 3, updated: 0, unchanged: 0, rejected: 4 });
    expect(summary.rejectsPath).toBe(`${file.replace(/\.csv$/, '.csv')}.rejects.csv`);
    const stored = await certificates();
    expect(stored.map((r) => [r.lmk_key, r.postcode])).toEqual([
      ['K1', 'LS6 3HN'],
      ['K2', 'SW1A 1AA'],
      ['K7', 'LS6 3HN'],
    ]);
    expect(stored[0].address).toBe('Flat 1, "The Maltings", 2 Mill Road');
    expect(stored[0].low_energy_lighting).toBe(75);
    expect(stored[1]).toMatchObject({ tenure: null, total_floor_area: null, low_energy_lighting: null });

    const rejects = await readRejects(summary.rejectsPath!);
    expect(rejects[0]).toEqual(['source', 'line', 'lmk_key', 'reason', 'record']);
    expect(rejects.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ['edge-cases.csv', '4', '', 'missing LMK_KEY'],
      ['edge-cases.csv', '5', 'K4', "bad POSTCODE 'NOWHERE'"],
      ['edge-cases.csv', '6', 'K5', "bad LODGEMENT_DATE '2020-02-30'"],
      ['edge-cases.csv', '7', 'K6', 'expected 92 fields, found 5'],
    ]);
    expect(rejects[2][4]).toContain('NOWHERE');
  });

  it('reads a file with a UTF-8 byte order mark and CRLF line ends', async () => {
    const file = harness.file('bom.csv');
    await writeFile(file, '\uFEFF' + certificatesCsv([certificate({ LMK_KEY: 'BOM1', ADDRESS: 'Tŷ Newydd, Heol y Frenhines' })]).replace(/\n/g, '\r\n'));
    const summary = await harness.run(file);
    expect(summary).toMatchObject({ inserted: 1, rejected: 0 });
    expect((await certificates())[0]).toMatchObject({ lmk_key: 'BOM1', address: 'Tŷ Newydd, Heol y Frenhines' });
  });

  it('keeps the whole rows of a truncated file and rejects its cut-off last line', async () => {
    const file = harness.file('truncated.csv');
    const whole = certificatesCsv([certificate({ LMK_KEY: 'T1' }), certificate({ LMK_KEY: 'T2' })]);
    const cut = certificateLine(certificate({ LMK_KEY: 'T3', ADDRESS: '1 Long Road, Somewhere' }));
    await writeFile(file, whole + cut.slice(0, cut.indexOf('Long Road') + 4));
    const summary = await harness.run(file);
    expect(summary).toMatchObject({ inserted: 2, rejected: 1 });
    const rejects = await readRejects(summary.rejectsPath!);
    expect(rejects[1].slice(0, 4)).toEqual(['truncated.csv', '4', '', 'unclosed quote at end of file (truncated?)']);
  });

  it('refuses a line of megabytes at its first line break and imports the rows around it', async () => {
    const file = harness.file('long-line.csv');
    const huge = `${'x'.repeat(3 * 1024 * 1024)},${'y'.repeat(1024)}\n`;
    const rows = certificatesCsv([certificate({ LMK_KEY: 'L1' })]) + huge + certificateLine(certificate({ LMK_KEY: 'L2' }));
    await writeFile(file, rows);
    const summary = await harness.run(file);
    expect(summary).toMatchObject({ inserted: 2, rejected: 1 });
    const rejects = await readRejects(summary.rejectsPath!);
    expect(rejects[1].slice(0, 4)).toEqual(['long-line.csv', '3', '', 'record longer than 1,048,576 characters (read on from its next line)']);
    expect(rejects[1][4]).toBe('x'.repeat(200));
    expect((await certificates()).map((row) => row.lmk_key).sort()).toEqual(['L1', 'L2']);
  });

  it('rejects a last line cut between fields for its field count', async () => {
    const file = harness.file('cut-between.csv');
    const cut = certificateLine(certificate({ LMK_KEY: 'C2' }));
    await writeFile(file, certificatesCsv([certificate({ LMK_KEY: 'C1' })]) + cut.slice(0, 40));
    const summary = await harness.run(file);
    expect(summary).toMatchObject({ inserted: 1, rejected: 1 });
  });

  it('fails a file without the required columns and goes on', async () => {
    const file = harness.file('not-epc.csv');
    await writeFile(file, 'NAME,TOWN\nA,B\n');
    const summary = await harness.run(file);
    expect(summary.failed).toEqual([{ source: 'not-epc.csv', error: 'not-epc.csv: header lacks LMK_KEY, POSTCODE, LODGEMENT_DATE, ADDRESS or ADDRESS1' }]);
  });

  it('imports a header-only file as done with nothing in it', async () => {
    const file = harness.file('empty.csv');
    await writeFile(file, HEADER_LINE);
    expect(await harness.run(file)).toMatchObject({ imported: 1, rowsRead: 0, inserted: 0 });
  });
});
