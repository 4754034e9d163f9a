import { ARCHETYPES } from '../../src/energy-model/validation/archetypes.js';
import { validationReport, type ValidationReport } from '../../src/energy-model/validation/report.js';

describe('model validation grid (npm run model:validate)', () => {
  let report: ValidationReport;
  beforeAll(() => {
    report = validationReport();
  });

  it('covers 5 property types × 7 year-built options × 8 heating fuels, and 153 rules', () => {
    expect(ARCHETYPES).toHaveLength(280);
    expect(new Set(report.archetypes.map((r) => r.key)).size).toBe(280);
    // bigger and older uses more per type × fuel (40 each), worse-rated saves more per type (5), four
    // stated facts, typed G against typed B, three pairs of regions; per type, a typed band that keeps
    // the home (5), one home and one score typed G, typed B and lodged (15), one heating decision for
    // two priorities (10); the physics a retrofit assessor would sign: per house type, retrofit is not
    // new build (4) and no A on solar without a heat pump, gas and coal (8); the old boiler's saving (1);
    // an electric home's heating per type (5); the storage-heated flat on Economy 7 (1); the rented
    // homes' standard agreeing with its figures per type in England and in Scotland (10).
    expect(report.rules).toHaveLength(153);
    expect(report.rules.filter((rule) => rule.key.startsWith('typed band keeps the home'))).toHaveLength(5);
    expect(report.rules.filter((rule) => rule.key.startsWith('one home, one score'))).toHaveLength(15);
    expect(report.rules.filter((rule) => rule.key.startsWith('one heating decision'))).toHaveLength(10);
    expect(report.rules.filter((rule) => rule.key.startsWith('stated fact moves the plan'))).toHaveLength(4);
    expect(report.rules.filter((rule) => rule.key.startsWith('region pair'))).toHaveLength(3);
    expect(report.rules.filter((rule) => rule.key.startsWith('retrofit is not new build'))).toHaveLength(4);
    expect(report.rules.filter((rule) => rule.key.startsWith('no A on solar without a heat pump'))).toHaveLength(8);
    expect(report.rules.filter((rule) => rule.key.startsWith('electric home gets its heating'))).toHaveLength(5);
    expect(report.rules.filter((rule) => rule.key.startsWith("rented homes' standard agrees with its figures"))).toHaveLength(10);
  });

  it('compares the storage-heated semis of the stock with Ofgem’s measured Economy 7 figure', () => {
    const semis = report.archetypes.filter((r) => r.archetype.propertyType === 'Semi-detached' && r.archetype.heatingSystem === 'Electric storage heaters');
    const measured = semis.filter((r) => r.reference.strength === 'published');
    expect(measured.map((r) => r.archetype.yearBuilt)).toEqual(['Pre-1919', '1919-1944', '1945-1964', '1965-1982']);
    for (const r of measured) expect(r.reference.kwh).toBe(6_700);
  });

  it('has every archetype within ±20% of its measured reference and every rule holding', () => {
    expect(report.failures).toEqual([]);
    expect(report.archetypes.every((result) => result.pass)).toBe(true);
    expect(report.rules.every((rule) => rule.pass)).toBe(true);
  });
});
