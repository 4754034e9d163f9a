import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { certificate, certificatesCsv } from './support/epc-csv.js';
import { startImportHarness, type ImportHarness } from './support/import-database.js';
import { writeZip } from './support/zip-file.js';

let harness: ImportHarness;
beforeAll(async () => {
  harness = await startImportHarness();
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.rows('truncate epc_certificate, epc_import_file');
});

const count = async () => Number((await harness.rows<{ n: string }>('select count(*) as n from epc_certificate'))[0].n);
const rowsFor = (prefix: string, n: number, extra: Parameters<typeof certificate>[0] = {}) =>
  Array.from({ length: n }, (_, i) => certificate({ LMK_KEY: `${prefix}${String(i).padStart(3, '0')}`, ...extra }));

/** The bulk download's layout: one folder per local authority with certificates and recommendations. */
async function bulkFolder(root: string) {
  const leeds = path.join(root, 'domestic-E08000035-Leeds');
  const york = path.join(root, 'domestic-E06000014-York');
  await mkdir(leeds, { recursive: true });
  await mkdir(york, { recursive: true });
  const leedsCsv = certificatesCsv(rowsFor('LEEDS', 3));
  const yorkCsv = certificatesCsv(rowsFor('YORK', 2, { POSTCODE: 'YO1 7HH' }));
  await writeFile(path.join(leeds, 'certificates.csv'), leedsCsv);
  await writeFile(path.join(leeds, 'recommendations.csv'), 'LMK_KEY,IMPROVEMENT_ITEM\nLEEDS000,1\n');
  await writeFile(path.join(york, 'certificates.csv'), yorkCsv);
  return { leedsCsv, yorkCsv };
}

describe('import inputs', () => {
  it('imports every certificates.csv of a folder, ignoring recommendations', async () => {
    const folder = harness.file('bulk');
    await bulkFolder(folder);
    const summary = await harness.run(folder);
    expect(summary).toMatchObject({ files: 2, imported: 2, rowsRead: 5, inserted: 5, rejected: 0 });
    expect(await count()).toBe(5);
    const sources = await harness.rows<{ source: string; status: string; rows_done: string }>(
      'select source, status, rows_done from epc_import_file order by source',
    );
    expect(sources).toEqual([
      { source: 'domestic-E06000014-York/certificates.csv', status: 'done', rows_done: '2' },
      { source: 'domestic-E08000035-Leeds/certificates.csv', status: 'done', rows_done: '3' },
    ]);
  });

  it('imports a zip of the same, streaming each entry', async () => {
    const { leedsCsv, yorkCsv } = await bulkFolder(harness.file('for-zip'));
    const zip = harness.file('all-domestic-certificates.zip');
    await writeZip(zip, [
      { name: 'domestic-E08000035-Leeds/certificates.csv', content: leedsCsv },
      { name: 'domestic-E08000035-Leeds/recommendations.csv', content: 'LMK_KEY\n' },
      { name: 'domestic-E06000014-York/certificates.csv', content: yorkCsv },
      { name: 'LICENCE.txt', content: 'Open Government Licence' },
    ]);
    const summary = await harness.run(zip);
    expect(summary).toMatchObject({ files: 2, imported: 2, inserted: 5, failed: [] });
    // The zip's entries are recognised again by content, so a second run skips them.
    expect(await harness.run(zip)).toMatchObject({ files: 2, skipped: 2, rowsRead: 0 });
  });
});

describe('running an import again', () => {
  it('skips a finished file, and with force changes nothing', async () => {
    const file = harness.file('again.csv');
    await writeFile(file, certificatesCsv(rowsFor('AGAIN', 4)));
    expect(await harness.run(file)).toMatchObject({ inserted: 4 });
    const before = await harness.rows('select lmk_key, imported_at from epc_certificate order by lmk_key');

    expect(await harness.run(file)).toMatchObject({ skipped: 1, imported: 0, rowsRead: 0, inserted: 0 });
    expect(await harness.run(file, { force: true })).toMatchObject({ imported: 1, rowsRead: 4, inserted: 0, updated: 0, unchanged: 4 });
    expect(await harness.rows('select lmk_key, imported_at from epc_certificate order by lmk_key')).toEqual(before);
  });

  it('resumes an interrupted file after its last committed batch', async () => {
    const file = harness.file('resume.csv');
    const rows = rowsFor('RESUME', 10);
    rows[6] = certificate({ LMK_KEY: 'RESUME006', POSTCODE: 'BAD' });
    await writeFile(file, certificatesCsv(rows));
    const controller = new AbortController();

    const first = await harness.run(file, {
      batchSize: 3,
      signal: controller.signal,
      onBatchCommitted: (_, done) => {
        if (done >= 3) controller.abort();
      },
    });
    // The batch already sent when the signal came still commits; nothing after it.
    expect(first.interrupted).toBe(true);
    expect([3, 6]).toContain(first.rowsRead);
    expect(first.inserted).toBe(first.rowsRead);
    expect(await count()).toBe(first.rowsRead);
    expect(await harness.rows('select status, rows_done::int from epc_import_file')).toEqual([
      { status: 'in_progress', rows_done: first.rowsRead },
    ]);

    const second = await harness.run(file, { batchSize: 3 });
    expect(second).toMatchObject({ interrupted: false, resumedRows: first.rowsRead, rowsRead: 10 - first.rowsRead, rejected: 1 });
    expect(second.inserted).toBe(9 - first.rowsRead);
    expect(await count()).toBe(9);
    expect(await harness.rows('select status, rows_done::int from epc_import_file')).toEqual([{ status: 'done', rows_done: 10 }]);
    const rejects = (await readFile(second.rejectsPath!, 'utf8')).trim().split('\n');
    expect(rejects).toHaveLength(2);
    expect(rejects[1]).toMatch(/^resume\.csv,8,RESUME006,bad POSTCODE 'BAD',/);
  });
});
