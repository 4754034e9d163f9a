import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { clashWith, parsePriceQuarter, PRICED_FUEL_KEYS } from './price-quarter.js';
import { placed, quarterFromFile } from './price-quarter-input.js';
import { PRICE_QUARTERS_FILE, readPriceQuarters } from './price-quarters-file.js';
import { PRICE_TABLES_IN_CODE } from './prices.js';

const USAGE = `Usage: npm run prices:add -- <file.csv | file.json>

Adds one quarter of prices to backend/data/price-quarters.json: Ofgem's cap (region GB, GB average,
direct debit, incl. VAT) or Northern Ireland's tariffs (region NI), with every fuel a plan bills:
${PRICED_FUEL_KEYS.join(', ')}.
Each fuel gives its unit rate (p/kWh; for economy7 the day rate, with night_rate), a standing charge
(p/day) for electricity, economy7, gas and heatNetwork, the period its figure is for, its grade
(P, S, S-code, derived, estimate) and its source.
CSV: a row per fuel with the columns fuel, unit_rate, night_rate, standing_charge, period, grade,
source, valid_from, valid_to, region, payment_method. JSON: { "validFrom", "validTo", "region",
"fuels": { "oil": { "unitRate", "period", "grade", "source" }, ... } }.
Every problem is listed, by line; nothing is changed unless the quarter is sound and overlaps no
quarter of its region already held.`;

function run(args: string[], into: string): number {
  if (args.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const refuse = (problems: readonly string[]) => {
    for (const problem of problems) console.error(`${args[0]}: ${problem}`);
    console.error(`${args[0]}: ${problems.length} problem${problems.length === 1 ? '' : 's'}. Nothing was changed.`);
    return 1;
  };
  let text: string;
  try {
    text = readFileSync(args[0]!, 'utf8');
  } catch (error) {
    return refuse([error instanceof Error ? error.message : String(error)]);
  }
  const { input, lineOf, problems } = quarterFromFile(text);
  const parsed = parsePriceQuarter(input);
  const checked = parsed.ok ? [] : parsed.problems.map((problem) => placed(problem, lineOf));
  if (!parsed.ok || problems.length > 0) return refuse([...problems, ...checked]);
  const held = readPriceQuarters(into);
  const clash = clashWith(parsed.quarter, [...PRICE_TABLES_IN_CODE, ...held]);
  if (clash) return refuse([clash]);
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
