import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRICE_QUARTERS_FILE } from '../../src/energy-model/price-quarters-file.js';
import { runCli } from '../support/cli-process.js';

const CLI = 'src/energy-model/prices-add.cli.ts';
const HEADER = 'fuel,unit_rate,night_rate,standing_charge,period,grade,source,valid_from,valid_to,region,payment_method';
const SOURCE = '"Ofgem price cap, a test quarter"';

let dir: string;
let table: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'prices-add-'));
  table = path.join(dir, 'price-quarters.json');
  copyFileSync(PRICE_QUARTERS_FILE, table);
});

const file = (name: string, text: string) => {
  const target = path.join(dir, name);
  writeFileSync(target, text);
  return target;
};
// No database is opened: the tool reads and writes the table file only.
const add = (input: string) => runCli(CLI, [input, '--into', table], '');
const held = () => JSON.parse(readFileSync(table, 'utf8')) as Array<{ id: string; region: string; fuels: Record<string, unknown> }>;

/** A row per fuel for a quarter of 2027; `change` replaces one fuel's cells (or drops it with null). */
function quarterCsv(change: Record<string, string | null> = {}, dates = '2027-01-01,2027-03-31,GB,direct_debit'): string {
  const rows: Record<string, string> = {
    electricity: `25.5,,56.1,Jan-Mar 2027,S,${SOURCE}`,
    economy7: `31.1,14.2,55,Jan-Mar 2027,derived,${SOURCE}`,
    gas: `6.1,,30.2,Jan-Mar 2027,S,${SOURCE}`,
    oil: '11.1,,,Jan 2027,S,"BoilerJuice average, a test figure"',
    lpgBulk: '9.5,,,Jan 2027,S-code,"retrofit site source, a test figure"',
    lpgBottled: '17.6,,,Jan 2027,S-code,"NEP via an open SAP calculator"',
    houseCoal: '7.1,,,Jan 2027,S-code,"NEP via an open SAP calculator"',
    smokeless: '8.7,,,Jan 2027,S-code,"NEP via an open SAP calculator"',
    woodLogs: '8.3,,,Jan 2027,S-code,"NEP via an open SAP calculator"',
    woodPellets: '7.4,,,Jan 2027,S-code,"NEP via an open SAP calculator"',
    heatNetwork: '16,,69.4,2027,S-code,"an operator sample, a test figure"',
    export: '4,,,2027,estimate,"a mid-range export offer, our estimate"',
  };
  const lines = Object.entries({ ...rows, ...change })
    .filter(([, cells]) => cells !== null)
    .map(([fuel, cells]) => `${fuel},${cells},${dates}`);
  return [HEADER, ...lines].join('\n');
}

describe('npm run prices:add', () => {
  it('adds a quarter with every fuel from CSV, each with its period, grade and source', async () => {
    const before = held();
    const { code, stdout } = await add(file('q1.csv', quarterCsv()));
    expect(code).toBe(0);
    expect(stdout).toContain('Added ofgem-cap-2027-q1 (2027-01-01 to 2027-03-31)');
    const added = held().at(-1)!;
    expect(held()).toHaveLength(before.length + 1);
    expect(added).toMatchObject({ id: 'ofgem-cap-2027-q1', region: 'GB', validFrom: '2027-01-01', validTo: '2027-03-31' });
    expect(added.fuels.economy7).toEqual({ unitRate: 31.1, nightRate: 14.2, standingCharge: 55, period: 'Jan-Mar 2027', grade: 'derived', source: 'Ofgem price cap, a test quarter' });
    expect(added.fuels.oil).toEqual({ unitRate: 11.1, period: 'Jan 2027', grade: 'S', source: 'BoilerJuice average, a test figure' });
    expect(Object.keys(added.fuels)).toHaveLength(12);
  });

  it('adds a Northern Ireland quarter beside the GB quarter of the same dates', async () => {
    const dates = '2026-10-01,2026-12-31,NI,direct_debit';
    const { code, stdout } = await add(file('ni.csv', quarterCsv({}, dates)));
    expect(code).toBe(0);
    expect(stdout).toContain('Added ni-tariffs-2026-q4');
    expect(held().find((row) => row.id === 'ni-tariffs-2026-q4')?.region).toBe('NI');
  });

  it('adds a quarter from JSON', async () => {
    const fromCsvShape = held().at(-1)!;
    const json = file('q1.json', JSON.stringify({ validFrom: '2027-01-01', validTo: '2027-03-31', fuels: fromCsvShape.fuels }));
    expect((await add(json)).code).toBe(0);
    expect(held().at(-1)).toMatchObject({ id: 'ofgem-cap-2027-q1', region: 'GB', paymentMethod: 'direct_debit' });
  });

  it('lists every problem of a malformed file, each by its line, and changes nothing', async () => {
    const before = readFileSync(table, 'utf8');
    const text = quarterCsv({
      oil: 'lots,,,Jan 2027,S,"BoilerJuice average, a test figure"',
      gas: `-6.1,,30.2,Jan-Mar 2027,S,${SOURCE}`,
      economy7: `31.1,,55,Jan-Mar 2027,derived,${SOURCE}`,
      woodLogs: '8.3,,,Jan 2027,guess,"NEP via an open SAP calculator"',
      export: null,
      diesel: '12,,,Jan 2027,S,"a fuel we do not price"',
    });
    const { code, stderr } = await add(file('bad.csv', text));
    expect(code).toBe(1);
    const lineOf = (fuel: string) => text.split('\n').findIndex((line) => line.startsWith(`${fuel},`)) + 1;
    expect(stderr).toContain(`line ${lineOf('diesel')}: 'diesel' is not a fuel we price`);
    expect(stderr).toContain(`line ${lineOf('oil')} (oil): heating oil (kerosene) unit rate (p/kWh) must be a number`);
    expect(stderr).toContain(`line ${lineOf('gas')} (gas): mains gas unit rate (p/kWh) must not be negative`);
    expect(stderr).toContain(`line ${lineOf('economy7')} (economy7): Economy 7 electricity night rate (p/kWh) must be a number`);
    expect(stderr).toContain(`line ${lineOf('woodLogs')} (woodLogs): wood logs grade must be one of P, S, S-code, derived, estimate`);
    expect(stderr).toContain('fuels.export: solar export (Smart Export Guarantee) is missing');
    expect(stderr).toContain('6 problems. Nothing was changed.');
    expect(readFileSync(table, 'utf8')).toBe(before);
  });

  it.each([
    ['dates overlapping a quarter held', quarterCsv({}, '2026-09-01,2026-11-30,GB,direct_debit'), "2026-09-01 to 2026-11-30 overlaps 'ofgem-cap-2026-q3' (2026-07-01 to 2026-09-30)"],
    ['dates overlapping a row written in code', quarterCsv({}, '2025-11-01,2025-12-31,GB,direct_debit'), "2025-11-01 to 2025-12-31 overlaps 'ofgem-cap-2025-q4' (2025-10-01 to 2025-12-31)"],
    ['an end before the start', quarterCsv({}, '2027-03-31,2027-01-01,GB,direct_debit'), 'validTo: validTo must come after validFrom'],
    ['rows that disagree on the dates', quarterCsv({ gas: `6.1,,30.2,Jan-Mar 2027,S,${SOURCE},2027-01-02` }), "valid_from '2027-01-02' differs from line 2's '2027-01-01'"],
    ['a standing charge on a fuel that has none', quarterCsv({ oil: '11.1,,5,Jan 2027,S,"BoilerJuice average, a test figure"' }), 'heating oil (kerosene) has no standing charge; leave it empty'],
    ['a region we do not know', quarterCsv({}, '2027-01-01,2027-03-31,EU,direct_debit'), 'region: region must be GB or NI'],
  ])('refuses %s with a clear error and changes nothing', async (_case, text, message) => {
    const before = readFileSync(table, 'utf8');
    const { code, stderr } = await add(file('bad.csv', text));
    expect(code).toBe(1);
    expect(stderr).toContain(message);
    expect(stderr).toContain('Nothing was changed.');
    expect(readFileSync(table, 'utf8')).toBe(before);
  });
});
