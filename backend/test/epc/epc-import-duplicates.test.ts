import { writeFile } from 'node:fs/promises';
import { certificate, certificatesCsv } from './support/epc-csv.js';
import { startImportHarness, type ImportHarness } from './support/import-database.js';

/*
 * The rule for one LMK_KEY seen more than once (in a file, or across imports): the version with
 * the newer lodgement (date, then time) wins; on an equal lodgement the one read last wins. So an
 * old extract imported after a newer one never rolls a certificate back.
 */
let harness: ImportHarness;
beforeAll(async () => {
  harness = await startImportHarness();
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.rows('truncate epc_certificate, epc_import_file');
});

const stored = async (lmk: string) =>
  (await harness.rows<{ rating: string; lodged: string }>(
    `select current_energy_rating as rating, to_char(lodgement_date, 'YYYY-MM-DD') as lodged from epc_certificate where lmk_key = $1`,
    [lmk],
  ))[0];

async function importRows(name: string, rows: Parameters<typeof certificatesCsv>[0], batchSize?: number) {
  const file = harness.file(name);
  await writeFile(file, certificatesCsv(rows));
  return harness.run(file, { batchSize });
}

describe('a duplicate LMK_KEY', () => {
  it('in one batch keeps the newer lodgement, whatever the order', async () => {
    const summary = await importRows('dup-batch.csv', [
      certificate({ LMK_KEY: 'D1', LODGEMENT_DATE: '2021-01-01', CURRENT_ENERGY_RATING: 'C' }),
      certificate({ LMK_KEY: 'D1', LODGEMENT_DATE: '2019-01-01', CURRENT_ENERGY_RATING: 'E' }),
    ]);
    expect(summary).toMatchObject({ rowsRead: 2, inserted: 1, duplicates: 1 });
    expect(await stored('D1')).toEqual({ rating: 'C', lodged: '2021-01-01' });
  });

  it('in one batch with the same lodgement keeps the later line', async () => {
    await importRows('dup-tie.csv', [
      certificate({ LMK_KEY: 'D2', CURRENT_ENERGY_RATING: 'C' }),
      certificate({ LMK_KEY: 'D2', CURRENT_ENERGY_RATING: 'B' }),
    ]);
    expect((await stored('D2')).rating).toBe('B');
  });

  it('across batches of one file follows the same rule', async () => {
    const summary = await importRows(
      'dup-across.csv',
      [
        certificate({ LMK_KEY: 'D3', LODGEMENT_DATE: '2021-01-01', CURRENT_ENERGY_RATING: 'C' }),
        certificate({ LMK_KEY: 'D3', LODGEMENT_DATE: '2019-01-01', CURRENT_ENERGY_RATING: 'E' }),
        certificate({ LMK_KEY: 'D3', LODGEMENT_DATE: '2021-01-01', CURRENT_ENERGY_RATING: 'A' }),
      ],
      1,
    );
    expect(summary).toMatchObject({ inserted: 1, unchanged: 1, updated: 1 });
    expect((await stored('D3')).rating).toBe('A');
  });

  it('across imports: a newer lodgement updates, an older one is left out', async () => {
    await importRows('first.csv', [certificate({ LMK_KEY: 'D4', LODGEMENT_DATE: '2020-01-01', CURRENT_ENERGY_RATING: 'D' })]);
    const newer = await importRows('newer.csv', [certificate({ LMK_KEY: 'D4', LODGEMENT_DATE: '2022-01-01', CURRENT_ENERGY_RATING: 'C' })]);
    expect(newer).toMatchObject({ inserted: 0, updated: 1 });
    const older = await importRows('older.csv', [certificate({ LMK_KEY: 'D4', LODGEMENT_DATE: '2018-01-01', CURRENT_ENERGY_RATING: 'F' })]);
    expect(older).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
    expect(await stored('D4')).toEqual({ rating: 'C', lodged: '2022-01-01' });
  });

  it('across imports: new keys beside known ones in one batch are inserted and merged alike', async () => {
    // New rows are COPYed straight into the table; a key already there sends the batch through the merge.
    await importRows('known.csv', [certificate({ LMK_KEY: 'D5', LODGEMENT_DATE: '2020-01-01', CURRENT_ENERGY_RATING: 'D' })]);
    const mixed = await importRows('mixed.csv', [
      certificate({ LMK_KEY: 'D6', CURRENT_ENERGY_RATING: 'B' }),
      certificate({ LMK_KEY: 'D5', LODGEMENT_DATE: '2022-01-01', CURRENT_ENERGY_RATING: 'C' }),
      certificate({ LMK_KEY: 'D7', CURRENT_ENERGY_RATING: 'A' }),
    ]);
    expect(mixed).toMatchObject({ inserted: 2, updated: 1, unchanged: 0, rejected: 0 });
    expect(await stored('D5')).toEqual({ rating: 'C', lodged: '2022-01-01' });
    expect((await stored('D6')).rating).toBe('B');
    expect(await harness.rows('select 1 from epc_certificate')).toHaveLength(3);
  });

  it('keeps the older certificates of a home beside its newest', async () => {
    await importRows('home.csv', [
      certificate({ LMK_KEY: 'H-OLD', UPRN: '1234', LODGEMENT_DATE: '2012-03-01', CURRENT_ENERGY_RATING: 'E' }),
      certificate({ LMK_KEY: 'H-NEW', UPRN: '1234', LODGEMENT_DATE: '2023-03-01', CURRENT_ENERGY_RATING: 'C' }),
    ]);
    const newest = await harness.rows<{ lmk_key: string }>(
      `select distinct on (home_key) lmk_key from epc_certificate where postcode = 'LS6 3HN'
       order by home_key, lodgement_date desc, lodgement_datetime desc nulls last, lmk_key desc`,
    );
    expect(newest).toEqual([{ lmk_key: 'H-NEW' }]);
    expect(await harness.rows('select 1 from epc_certificate')).toHaveLength(2);
  });
});
