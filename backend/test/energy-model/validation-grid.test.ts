import { ARCHETYPES } from '../../src/energy-model/validation/archetypes.js';
import { validationReport, type ValidationReport } from '../../src/energy-model/validation/report.js';

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

  it('has every archetype within ±20% of its measured reference and every rule holding', () => {
    expect(report.failures).toEqual([]);
    expect(report.archetypes.every((result) => result.pass)).toBe(true);
    expect(report.rules.every((rule) => rule.pass)).toBe(true);
  });
});
