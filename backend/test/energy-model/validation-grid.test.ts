import { ARCHETYPES } from '../../src/energy-model/validation/archetypes.js';
import { validationReport, type ValidationReport } from '../../src/energy-model/validation/report.js';

/**
 * Archetypes and rules that fail today, while the model is being recalibrated to measured data
 * (issue 11). This list may only shrink: when calibration makes an entry pass, the test below fails
 * until the entry is removed. Never add to it; a new failure is a regression to fix.
 */
const KNOWN_FAILURES: ReadonlySet<string> = new Set([
  // The model's terrace is a mid-terrace; NEED's new-build figure is for all gas-heated new homes.
  'Terraced, 2003-2010, Oil boiler',
  'Terraced, 2011-Present, Gas boiler',
  'Terraced, 2011-Present, Oil boiler',
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
