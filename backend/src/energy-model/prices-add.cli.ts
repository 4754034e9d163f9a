import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { clashWith, parsePriceQuarter } from './price-quarter.js';
import { quarterFromFile } from './price-quarter-input.js';
import { PRICE_QUARTERS_FILE, readPriceQuarters } from './price-quarters-file.js';
import { PRICE_TABLES_IN_CODE } from './prices.js';

const USAGE = `Usage: npm run prices:add -- <file.csv | file.json>

Adds one quarter of Ofgem's price cap to backend/data/price-quarters.json: unit rates (p/kWh) and
standing charges (p/day) for electricity and gas, GB average, direct debit, incl. VAT, with the
quarter's first and last day and its source. CSV: a row per fuel with the columns fuel, unit_rate,
standing_charge, valid_from, valid_to, payment_method, source. JSON: { "validFrom", "validTo",
"paymentMethod", "electricity": { "unitRate", "standingCharge" }, "gas": { ... }, "source" }.
Nothing is changed unless the quarter is sound and overlaps no quarter already held.`;

function run(args: string[], into: string): number {
  if (args.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const problem = (message: string) => {
    console.error(`${args[0]}: ${message}. Nothing was changed.`);
    return 1;
  };
  let input: unknown;
  try {
    input = quarterFromFile(readFileSync(args[0]!, 'utf8'));
  } catch (error) {
    return problem(error instanceof Error ? error.message : String(error));
  }
  const parsed = parsePriceQuarter(input);
  if (!parsed.ok) return problem(parsed.message);
  const held = readPriceQuarters(into);
  const clash = clashWith(parsed.quarter, [...PRICE_TABLES_IN_CODE, ...held]);
  if (clash) return problem(clash);
  const quarters = [...held, parsed.quarter].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  // Written beside the table and renamed over it, so a reader never sees half a file.
  writeFileSync(`${into}.tmp`, `${JSON.stringify(quarters, null, 2)}\n`);
  renameSync(`${into}.tmp`, into);
  console.log(`Added ${parsed.quarter.id} (${parsed.quarter.validFrom} to ${parsed.quarter.validTo}); new plans on those dates use it.`);
  return 0;
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { into: { type: 'string' } } });
// --into names another table file: the tests add to a copy, never to the app's own.
process.exitCode = run(positionals, values.into ?? PRICE_QUARTERS_FILE);
