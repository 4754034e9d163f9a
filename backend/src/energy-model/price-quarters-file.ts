import { readFileSync } from 'node:fs';
import { resolveFromRoot } from '../config/paths.js';
import { parsePriceQuarter, type PriceQuarter } from './price-quarter.js';
import { placed } from './price-quarter-input.js';

/** Where the price periods are kept: data, so a new quarter is a data change (`npm run prices:add`). */
export const PRICE_QUARTERS_FILE = resolveFromRoot('backend/data/price-quarters.json');

/** The quarters a file holds, each checked by the same rules as `prices:add`; a bad file fails at boot. */
export function readPriceQuarters(file: string = PRICE_QUARTERS_FILE): PriceQuarter[] {
  const rows: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(rows)) throw new Error(`${file} must hold a list of price quarters`);
  return rows.map((row, index) => {
    const parsed = parsePriceQuarter(row);
    if (!parsed.ok) throw new Error(`${file}, quarter ${index + 1}: ${parsed.problems.map((problem) => placed(problem, {})).join('; ')}`);
    return parsed.quarter;
  });
}
