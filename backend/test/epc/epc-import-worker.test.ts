import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ParseWorker } from '../../src/epc/import/parse-worker-client.js';
import { SourceError } from '../../src/epc/import/batch-reader.js';
import { certificate, certificateLine, certificatesCsv } from './support/epc-csv.js';
import { startImportHarness, type ImportHarness } from './support/import-database.js';

let harness: ImportHarness;
beforeAll(async () => {
  harness = await startImportHarness();
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.rows('truncate epc_certificate, epc_import_file');
});

/** A folder of files with what real exports hold and what the importer refuses, in a few batches each. */
async function mixedFolder(root: string): Promise<void> {
  await rm(root, { recursive: true, force: true });
  await mkdir(path.join(root, 'a'), { recursive: true });
  await mkdir(path.join(root, 'b'), { recursive: true });
  await mkdir(path.join(root, 'c'), { recursive: true });
  const rows = [
    certificate({ LMK_KEY: 'M1', ADDRESS: 'Flat 1, "The Maltings"\nMill Road', POSTCODE: 'ls63hn' }),
    certificate({ LMK_KEY: 'M2', TENURE: 'NO DATA!', TOTAL_FLOOR_AREA: '', ADDRESS: 'Back\\Yard\tCottage' }),
    certificate({ LMK_KEY: '', ADDRESS: 'no key' }),
    certificate({ LMK_KEY: 'M4', POSTCODE: 'NOWHERE' }),
    certificate({ LMK_KEY: 'M1', LODGEMENT_DATE: '2024-05-01', CURRENT_ENERGY_RATING: 'B' }),
    certificate({ LMK_KEY: 'M6', LODGEMENT_DATE: '2020-02-30' }),
    ...Array.from({ length: 7 }, (_, i) => certificate({ LMK_KEY: `N${i}`, ADDRESS: `${i} Tŷ Newydd, Heol y Frenhines` })),
  ];
  await writeFile(path.join(root, 'a', 'certificates.csv'), '\uFEFF' + certificatesCsv(rows).replace(/\n(?!Mill)/g, '\r\n'));
  const cut = certificateLine(certificate({ LMK_KEY: 'T3', ADDRESS: '1 Long Road, Somewhere' }));
  const truncated = certificatesCsv([certificate({ LMK_KEY: 'T1' })]) + 'T2,only,a,few,fields\n' + cut.slice(0, cut.indexOf('Long Road'));
  await writeFile(path.join(root, 'b', 'certificates.csv'), truncated);
  await writeFile(path.join(root, 'c', 'certificates.csv'), 'NAME,TOWN\nA,B\n');
}

/** Every stored column of every certificate, and what the import recorded per file. */
async function tableContents(): Promise<unknown[]> {
  const certificates = await harness.rows<Record<string, unknown>>('select * from epc_certificate order by lmk_key');
  const files = await harness.rows('select source, status, rows_done, inserted, updated, duplicates, rejected from epc_import_file order by source');
  return [certificates.map(({ imported_at: _imported, ...row }) => row), files];
}

describe('parsing in a worker thread', () => {
  it('stores the same table, rejects the same rows and summarises the same as parsing in the main thread', async () => {
    const folder = harness.file('mixed');
    await mixedFolder(folder);
    const outcomes = [];
    for (const parseInWorker of [false, true]) {
      await harness.rows('truncate epc_certificate, epc_import_file');
      const rejectsPath = harness.file(`rejects-${parseInWorker}.csv`);
      const { elapsedMs: _elapsed, rowsPerSecond: _rate, rejectsPath: _path, ...summary } = await harness.run(folder, { parseInWorker, rejectsPath, batchSize: 4 });
      outcomes.push({ summary, table: await tableContents(), rejects: await readFile(rejectsPath, 'utf8') });
    }
    const [inThread, inWorker] = outcomes;
    expect(inThread.summary).toMatchObject({ files: 3, imported: 2, rowsRead: 16, inserted: 10, updated: 1, rejected: 5 });
    expect(inThread.summary.failed).toEqual([{ source: 'c/certificates.csv', error: 'c/certificates.csv: header lacks LMK_KEY, POSTCODE, LODGEMENT_DATE, ADDRESS or ADDRESS1' }]);
    expect(inThread.rejects).toContain("a/certificates.csv,6,M4,bad POSTCODE 'NOWHERE'");
    expect(inWorker).toEqual(inThread);
  });

  it('resumes an interrupted import after its last committed batch', async () => {
    const file = harness.file('resume.csv');
    await writeFile(file, certificatesCsv(Array.from({ length: 10 }, (_, i) => certificate({ LMK_KEY: `R${i}` }))));
    const controller = new AbortController();
    const first = await harness.run(file, {
      parseInWorker: true,
      batchSize: 3,
      signal: controller.signal,
      onBatchCommitted: (_source, done) => done >= 3 && controller.abort(),
    });
    expect(first).toMatchObject({ interrupted: true, rowsRead: 3, inserted: 3 });
    const second = await harness.run(file, { parseInWorker: true, batchSize: 3 });
    expect(second).toMatchObject({ interrupted: false, resumedRows: 3, rowsRead: 7, inserted: 7 });
    expect((await harness.rows<{ n: string }>('select count(*) as n from epc_certificate'))[0].n).toBe('10');
  });

  it('answers a file that fails in the worker with a SourceError and reads the next file afresh', async () => {
    const worker = new ParseWorker();
    try {
      const bad = worker.open({ source: 'bad.csv', skip: 0, batchSize: 10 });
      const pushed = bad.push(Buffer.from('NAME,TOWN\nA,B\n'));
      await expect(pushed).rejects.toThrow(SourceError);
      await expect(bad.end()).rejects.toThrow('bad.csv: header lacks LMK_KEY');

      const good = worker.open({ source: 'good.csv', skip: 0, batchSize: 10 });
      expect(await good.push(Buffer.from(certificatesCsv([certificate({ LMK_KEY: 'G1' })])))).toEqual([]);
      const end = await good.end();
      expect(end.records).toBe(1);
      expect(end.batches.map((batch) => batch.keys)).toEqual([['G1']]);
    } finally {
      await worker.close();
    }
  });

  it('fails what is still asked of a worker once it has been closed', async () => {
    const worker = new ParseWorker();
    const parser = worker.open({ source: 'late.csv', skip: 0, batchSize: 10 });
    await worker.close();
    await expect(parser.push(Buffer.from('LMK_KEY\n'))).rejects.toThrow('the parse worker was closed');
  });
});
