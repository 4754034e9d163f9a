import { readdir, readFile } from 'node:fs/promises';
import { normalisePostcode } from '@warmwise/common';
import { OFFICIAL_CERTIFICATE_COLUMNS } from '../../src/epc/epc-columns.js';
import { generateCertificates } from '../../src/epc/generate/certificate-generator.js';
import { writeCertificates } from '../../src/epc/generate/write-certificates.js';
import { SAMPLE_POSTCODES } from '../../src/epc/generate/sample-postcodes.js';
import { startImportHarness, type ImportHarness } from './support/import-database.js';

const column = (name: (typeof OFFICIAL_CERTIFICATE_COLUMNS)[number]) => OFFICIAL_CERTIFICATE_COLUMNS.indexOf(name);
const generate = (rows: number, seed: string, postcodes: 'sample' | 'synthetic' = 'sample') => [
  ...generateCertificates({ rows, seed, postcodes }),
];

describe('the certificate generator', () => {
  it('writes the same certificates for the same seed, and others for another', () => {
    const a = generate(300, 'seed-a');
    expect(generate(300, 'seed-a')).toEqual(a);
    expect(generate(300, 'seed-b')).not.toEqual(a);
    expect(a).toHaveLength(300);
    expect(a[0].fields).toHaveLength(OFFICIAL_CERTIFICATE_COLUMNS.length);
  });

  it('spreads the sample over the real sample postcodes, with repeat certificates of some homes', () => {
    const rows = generate(3000, 'warmwise');
    const postcodes = new Set(rows.map((r) => r.fields[column('POSTCODE')]));
    expect(postcodes).toEqual(new Set(SAMPLE_POSTCODES.map((p) => p.postcode)));
    expect(new Set(rows.map((r) => r.fields[column('LMK_KEY')])).size).toBe(3000);
    const homes = new Set(rows.map((r) => r.fields[column('BUILDING_REFERENCE_NUMBER')]));
    expect(homes.size).toBeLessThan(2700);
    expect(homes.size).toBeGreaterThan(1800);
    const ratings = new Set(rows.map((r) => r.fields[column('CURRENT_ENERGY_RATING')]));
    expect([...'BCDEF'].every((band) => ratings.has(band))).toBe(true);
  });

  it('makes many well-formed synthetic postcodes for large runs', () => {
    const rows = generate(5000, 'bench', 'synthetic');
    const postcodes = new Set(rows.map((r) => r.fields[column('POSTCODE')]));
    expect(postcodes.size).toBeGreaterThan(200);
    for (const postcode of postcodes) expect(normalisePostcode(postcode)).toBe(postcode);
  });

  it('rates older homes and electric room heating lower on average', () => {
    const rows = generate(6000, 'correlation', 'synthetic');
    const mean = (pick: (f: string[]) => boolean) => {
      const chosen = rows.filter((r) => pick(r.fields)).map((r) => Number(r.fields[column('CURRENT_ENERGY_EFFICIENCY')]));
      return chosen.reduce((a, b) => a + b, 0) / chosen.length;
    };
    const band = (f: string[]) => f[column('CONSTRUCTION_AGE_BAND')];
    expect(mean((f) => band(f).endsWith('before 1900'))).toBeLessThan(mean((f) => band(f).endsWith('2007-2011')) - 10);
    const heat = (f: string[]) => f[column('MAINHEAT_DESCRIPTION')];
    expect(mean((f) => heat(f) === 'Room heaters, electric')).toBeLessThan(mean((f) => heat(f) === 'Boiler and radiators, mains gas') - 8);
  });
});

describe('generated files', () => {
  let harness: ImportHarness;
  beforeAll(async () => {
    harness = await startImportHarness();
  });
  afterAll(() => harness.close());

  it('are byte-identical for a seed and import without a single reject', async () => {
    const first = await writeCertificates(harness.file('one.csv'), { rows: 800, seed: 's', postcodes: 'sample' });
    await writeCertificates(harness.file('two.csv'), { rows: 800, seed: 's', postcodes: 'sample' });
    expect(first.rows).toBe(800);
    expect(await readFile(harness.file('one.csv'), 'utf8')).toBe(await readFile(harness.file('two.csv'), 'utf8'));
    expect(await harness.run(harness.file('one.csv'))).toMatchObject({ rowsRead: 800, inserted: 800, rejected: 0, duplicates: 0 });
  });

  it('are laid out one folder per local authority, like the bulk download', async () => {
    const written = await writeCertificates(harness.file('bulk'), { rows: 600, seed: 's', postcodes: 'sample' });
    const folders = await readdir(harness.file('bulk'));
    expect(folders).toContain('domestic-E08000035-Leeds');
    expect(written.files.length).toBe(folders.length);
    expect(written.files.reduce((sum, f) => sum + f.rows, 0)).toBe(600);
  });
});
