import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRICE_QUARTERS_FILE } from '../../src/energy-model/price-quarters-file.js';
import { runCli } from '../support/cli-process.js';

const CLI = 'src/energy-model/prices-add.cli.ts';
const HEADER = 'fuel,unit_rate,standing_charge,valid_from,valid_to,payment_method,source';
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
const held = () => JSON.parse(readFileSync(table, 'utf8')) as Array<{ id: string }>;

describe('npm run prices:add', () => {
  it('adds a quarter from CSV after the ones held, named by its dates', async () => {
    const before = held();
    const csv = file('q4.csv', [HEADER, `electricity,25.5,56.1,2026-10-01,2026-12-31,direct_debit,${SOURCE}`, `gas,6.1,30.2,2026-10-01,2026-12-31,direct_debit,${SOURCE}`].join('\n'));
    const { code, stdout } = await add(csv);
    expect(code).toBe(0);
    expect(stdout).toContain('Added ofgem-cap-2026-q4 (2026-10-01 to 2026-12-31)');
    expect(held()).toEqual([
      ...before,
      {
        id: 'ofgem-cap-2026-q4',
        validFrom: '2026-10-01',
        validTo: '2026-12-31',
        paymentMethod: 'direct_debit',
        electricity: { unitRate: 25.5, standingCharge: 56.1 },
        gas: { unitRate: 6.1, standingCharge: 30.2 },
        source: 'Ofgem price cap, a test quarter',
      },
    ]);
  });

  it('adds a quarter from JSON', async () => {
    const json = file('q1.json', JSON.stringify({
      validFrom: '2027-01-01',
      validTo: '2027-03-31',
      electricity: { unitRate: 24, standingCharge: 55 },
      gas: { unitRate: 6, standingCharge: 30 },
      source: 'Ofgem price cap, a test quarter',
    }));
    expect((await add(json)).code).toBe(0);
    expect(held().at(-1)).toMatchObject({ id: 'ofgem-cap-2027-q1', paymentMethod: 'direct_debit' });
  });

  it.each([
    ['a missing fuel', [HEADER, `electricity,25.5,56.1,2026-10-01,2026-12-31,direct_debit,${SOURCE}`].join('\n'), 'gas is missing: give its unit rate (p/kWh) and standing charge (p/day)'],
    ['a negative rate', [HEADER, `electricity,25.5,56.1,2026-10-01,2026-12-31,direct_debit,${SOURCE}`, `gas,-6.1,30.2,2026-10-01,2026-12-31,direct_debit,${SOURCE}`].join('\n'), 'gas unit rate (p/kWh) must not be negative'],
    ['dates overlapping a quarter held', [HEADER, `electricity,25.5,56.1,2026-09-01,2026-11-30,direct_debit,${SOURCE}`, `gas,6.1,30.2,2026-09-01,2026-11-30,direct_debit,${SOURCE}`].join('\n'), "2026-09-01 to 2026-11-30 overlaps 'ofgem-cap-2026-q3' (2026-07-01 to 2026-09-30)"],
    ['dates overlapping a row written in code', JSON.stringify({ validFrom: '2025-11-01', validTo: '2025-12-31', electricity: { unitRate: 1, standingCharge: 1 }, gas: { unitRate: 1, standingCharge: 1 }, source: 'Ofgem price cap, a test quarter' }), "2025-11-01 to 2025-12-31 overlaps 'ofgem-cap-2025-q4' (2025-10-01 to 2025-12-31)"],
    ['an end before the start', JSON.stringify({ validFrom: '2027-03-31', validTo: '2027-01-01', electricity: { unitRate: 1, standingCharge: 1 }, gas: { unitRate: 1, standingCharge: 1 }, source: 'Ofgem price cap, a test quarter' }), 'validTo must come after validFrom'],
    ['a rate that is not a number', [HEADER, `electricity,lots,56.1,2027-01-01,2027-03-31,direct_debit,${SOURCE}`, `gas,6.1,30.2,2027-01-01,2027-03-31,direct_debit,${SOURCE}`].join('\n'), 'electricity unit rate (p/kWh) must be a number'],
  ])('refuses %s with a clear error and changes nothing', async (_case, text, message) => {
    const before = readFileSync(table, 'utf8');
    const { code, stderr } = await add(file(text.startsWith('{') ? 'bad.json' : 'bad.csv', text));
    expect(code).toBe(1);
    expect(stderr).toContain(`${message}. Nothing was changed.`);
    expect(readFileSync(table, 'utf8')).toBe(before);
  });
});
