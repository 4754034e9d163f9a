import { ARCHETYPES } from '../../src/energy-model/validation/archetypes.js';
import { validationReport, type ValidationReport } from '../../src/energy-model/validation/report.js';

/**
 * Archetypes and rules that fail today, while the model is being recalibrated to measured data
 * (issue 11). This list may only shrink: when calibration makes an entry pass, the test below fails
 * until the entry is removed. Never add to it; a new failure is a regression to fix.
 */
const KNOWN_FAILURES: ReadonlySet<string> = new Set([
  'Terraced, 1919-1944, Gas boiler',
  'Terraced, 1945-1964, Gas boiler',
  'Terraced, 1965-1982, Gas boiler',
  'Bungalow, 1983-2002, Gas boiler',
  'Semi-detached, Pre-1919, Gas boiler',
  'Semi-detached, Pre-1919, Oil boiler',
  'Semi-detached, Pre-1919, Electric storage heaters',
  'Semi-detached, 1919-1944, Electric storage heaters',
  'Semi-detached, 1945-1964, Electric storage heaters',
  'Semi-detached, 1965-1982, Electric storage heaters',
  'Semi-detached, 1983-2002, Gas boiler',
  'Semi-detached, 1983-2002, Oil boiler',
  'Semi-detached, 1983-2002, Electric storage heaters',
  'Semi-detached, 2003-2010, Gas boiler',
  'Semi-detached, 2003-2010, Oil boiler',
  'Semi-detached, 2011-Present, Gas boiler',
  'Semi-detached, 2011-Present, Oil boiler',
  'Detached, Pre-1919, Gas boiler',
  'Detached, Pre-1919, Oil boiler',
  'Detached, Pre-1919, Electric storage heaters',
  'Detached, 1919-1944, Electric storage heaters',
  'Detached, 1945-1964, Electric storage heaters',
  'Detached, 1965-1982, Electric storage heaters',
  'Detached, 1983-2002, Gas boiler',
  'Detached, 1983-2002, Oil boiler',
  'Detached, 1983-2002, Electric storage heaters',
  'Detached, 2003-2010, Gas boiler',
  'Detached, 2003-2010, Oil boiler',
  'Detached, 2011-Present, Gas boiler',
  'Detached, 2011-Present, Oil boiler',
  'Terraced, Pre-1919, Electric storage heaters',
  'Terraced, 1919-1944, Electric storage heaters',
  'Terraced, 1945-1964, Electric storage heaters',
  'Terraced, 1965-1982, Electric storage heaters',
  'Terraced, 1983-2002, Gas boiler',
  'Terraced, 1983-2002, Oil boiler',
  'Terraced, 1983-2002, Electric storage heaters',
  'Terraced, 2003-2010, Gas boiler',
  'Terraced, 2003-2010, Oil boiler',
  'Terraced, 2011-Present, Gas boiler',
  'Terraced, 2011-Present, Oil boiler',
  'Flat/Apartment, Pre-1919, Electric storage heaters',
  'Flat/Apartment, 1919-1944, Gas boiler',
  'Flat/Apartment, 1919-1944, Electric storage heaters',
  'Flat/Apartment, 1945-1964, Gas boiler',
  'Flat/Apartment, 1945-1964, Electric storage heaters',
  'Flat/Apartment, 1965-1982, Gas boiler',
  'Flat/Apartment, 1965-1982, Electric storage heaters',
  'Flat/Apartment, 1983-2002, Gas boiler',
  'Flat/Apartment, 1983-2002, Oil boiler',
  'Flat/Apartment, 1983-2002, Electric storage heaters',
  'Flat/Apartment, 2003-2010, Gas boiler',
  'Flat/Apartment, 2003-2010, Oil boiler',
  'Flat/Apartment, 2011-Present, Gas boiler',
  'Flat/Apartment, 2011-Present, Oil boiler',
  'Bungalow, Pre-1919, Gas boiler',
  'Bungalow, Pre-1919, Oil boiler',
  'Bungalow, Pre-1919, Electric storage heaters',
  'Bungalow, 1919-1944, Oil boiler',
  'Bungalow, 1919-1944, Electric storage heaters',
  'Bungalow, 1945-1964, Oil boiler',
  'Bungalow, 1945-1964, Electric storage heaters',
  'Bungalow, 1965-1982, Electric storage heaters',
  'Bungalow, 1983-2002, Electric storage heaters',
  'Bungalow, 2003-2010, Gas boiler',
  'Bungalow, 2003-2010, Oil boiler',
  'Bungalow, 2011-Present, Gas boiler',
  'Bungalow, 2011-Present, Oil boiler',
  'older uses more: Flat/Apartment, Gas boiler',
  'older uses more: Flat/Apartment, Oil boiler',
  'older uses more: Flat/Apartment, Electric storage heaters',
]);

describe('model validation grid (npm run model:validate)', () => {
  let report: ValidationReport;
  beforeAll(() => {
    report = validationReport();
  });

  it('covers 5 property types × 7 year-built options × 3 heating fuels, and 35 rules', () => {
    expect(ARCHETYPES).toHaveLength(105);
    expect(new Set(report.archetypes.map((r) => r.key)).size).toBe(105);
    // bigger and older uses more per type × fuel (15 each), worse-rated saves more per type (5).
    expect(report.rules).toHaveLength(35);
  });

  it('fails nowhere outside the known-failures list', () => {
    expect(report.failures.filter((key) => !KNOWN_FAILURES.has(key))).toEqual([]);
  });

  it('has no known failure that now passes or no longer exists (remove it from the list)', () => {
    const failing = new Set(report.failures);
    expect([...KNOWN_FAILURES].filter((key) => !failing.has(key))).toEqual([]);
  });
});
