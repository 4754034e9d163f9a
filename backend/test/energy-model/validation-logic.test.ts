import { ARCHETYPE_TOLERANCE, differencePct, firstBreak, withinTolerance, worseSavesMore } from '../../src/energy-model/validation/compare.js';
import { formatReport } from '../../src/energy-model/validation/format-report.js';
import type { ArchetypeResult } from '../../src/energy-model/validation/grid.js';
import { referenceFor } from '../../src/energy-model/validation/references.js';
import { archetypeProfile, type Archetype } from '../../src/energy-model/validation/archetypes.js';
import { resolveProfile } from '../../src/energy-model/profile.js';

describe('comparison with a measured reference', () => {
  it('reports the signed difference in % of the reference', () => {
    expect(differencePct(12_000, 10_000)).toBeCloseTo(20);
    expect(differencePct(7_500, 10_000)).toBeCloseTo(-25);
  });

  it('passes within ±20% inclusive and fails beyond, on either side', () => {
    expect(ARCHETYPE_TOLERANCE).toBe(0.2);
    expect(withinTolerance(12_000, 10_000)).toBe(true);
    expect(withinTolerance(8_000, 10_000)).toBe(true);
    expect(withinTolerance(12_001, 10_000)).toBe(false);
    expect(withinTolerance(7_999, 10_000)).toBe(false);
    expect(withinTolerance(13_000, 10_000, 0.3)).toBe(true);
  });
});

describe('monotonicity', () => {
  it('finds no break in a strictly ordered series, nor in one of fewer than two values', () => {
    expect(firstBreak([1, 2, 3], 'increasing')).toBeNull();
    expect(firstBreak([3, 2, 1], 'decreasing')).toBeNull();
    expect(firstBreak([5], 'increasing')).toBeNull();
    expect(firstBreak([], 'decreasing')).toBeNull();
  });

  it('returns the index of the first value that goes the wrong way', () => {
    expect(firstBreak([1, 3, 2, 4], 'increasing')).toBe(2);
    expect(firstBreak([9, 7, 8, 1], 'decreasing')).toBe(2);
  });

  it('counts an equal neighbour as a break: two different homes modelled the same', () => {
    expect(firstBreak([10, 12, 12], 'increasing')).toBe(2);
    expect(firstBreak([14, 12, 12, 9], 'decreasing')).toBe(2);
  });

  it('wants the worse-rated home to save strictly more, and fails when either plan lacks the measure', () => {
    expect(worseSavesMore(291, 282)).toBe(true);
    expect(worseSavesMore(282, 282)).toBe(false);
    expect(worseSavesMore(250, 282)).toBe(false);
    expect(worseSavesMore(null, 282)).toBe(false);
    expect(worseSavesMore(291, null)).toBe(false);
  });
});

describe('archetype references', () => {
  const homeOf = (archetype: Archetype) => resolveProfile(archetypeProfile(archetype)).home;
  const ref = (archetype: Archetype) => referenceFor(archetype, homeOf(archetype));

  it('uses the NEED type medians for gas where quoted, and says how strong each figure is', () => {
    expect(ref({ propertyType: 'Semi-detached', yearBuilt: 'Pre-1919', heatingSystem: 'Gas boiler' })).toMatchObject({ fuel: 'gas', kwh: 11_500, strength: 'quoted' });
    expect(ref({ propertyType: 'Detached', yearBuilt: '1945-1964', heatingSystem: 'Gas boiler' })).toMatchObject({ kwh: 15_500, strength: 'quoted' });
    expect(ref({ propertyType: 'Flat/Apartment', yearBuilt: '1945-1964', heatingSystem: 'Gas boiler' })).toMatchObject({ kwh: 7_000, strength: 'quoted' });
    expect(ref({ propertyType: 'Terraced', yearBuilt: '1945-1964', heatingSystem: 'Gas boiler' })).toMatchObject({ kwh: 11_500, strength: 'estimate' });
  });

  it('gives homes built before 1983 the stock median and newer homes the metered new-build use per m²', () => {
    const detached = (yearBuilt: Archetype['yearBuilt']) => ref({ propertyType: 'Detached', yearBuilt, heatingSystem: 'Gas boiler' });
    expect(detached('1965-1982').kwh).toBe(15_500);
    // 125 kWh/m² × 108 m² − 2,700 kWh of electricity = 10,800 kWh; 1983-2002 halfway to the stock median.
    expect(detached('2011-Present')).toMatchObject({ kwh: 10_800, strength: 'derived' });
    expect(detached('1983-2002')).toMatchObject({ kwh: 13_150, strength: 'estimate' });
  });

  it('derives oil from gas plus the cylinder losses, and electric heating from Ofgem’s Economy 7 figure', () => {
    const oil = ref({ propertyType: 'Detached', yearBuilt: '1919-1944', heatingSystem: 'Oil boiler' });
    expect(oil).toMatchObject({ fuel: 'oil', strength: 'estimate' });
    expect(oil.kwh).toBeGreaterThan(15_500 + 1_000);
    expect(oil.kwh).toBeLessThan(15_500 + 2_500);
    // The stock's storage-heated semi is Economy 7 "high" itself; a flat takes its heating share × 7,000 / 11,500:
    // 2,700 + (6,700 − 2,700) × 7,000 / 11,500 = 5,134.8, rounded to 5,130.
    expect(ref({ propertyType: 'Semi-detached', yearBuilt: '1919-1944', heatingSystem: 'Electric storage heaters' })).toMatchObject({ fuel: 'electricity', kwh: 6_700, strength: 'published' });
    expect(ref({ propertyType: 'Flat/Apartment', yearBuilt: '1919-1944', heatingSystem: 'Electric room heaters' })).toMatchObject({ kwh: 5_130, strength: 'derived' });
  });

  it('turns the same heat into coal, wood and heat-pump electricity by each system’s efficiency', () => {
    const semi = (heatingSystem: Archetype['heatingSystem']) => ref({ propertyType: 'Semi-detached', yearBuilt: '1945-1964', heatingSystem });
    expect(semi('Coal')).toMatchObject({ fuel: 'coal', strength: 'derived' });
    expect(semi('Coal').kwh).toBeGreaterThan((11_500 * 0.84) / 0.63);
    expect(semi('Wood').kwh).toBeLessThan(semi('Coal').kwh);
    const heatPump = semi('Heat pump');
    expect(heatPump).toMatchObject({ fuel: 'electricity', strength: 'derived' });
    expect(heatPump.kwh).toBeGreaterThan(2_700 + (11_500 * 0.84) / 2.78);
    expect(heatPump.kwh).toBeLessThan(2_700 + (11_500 * 0.84 + 1_500) / 2.78);
  });
});

describe('printed report', () => {
  const row = (over: Partial<ArchetypeResult>): ArchetypeResult => ({
    key: 'Terraced, 1919-1944, Gas boiler',
    archetype: { propertyType: 'Terraced', yearBuilt: '1919-1944', heatingSystem: 'Gas boiler' },
    gasKwh: 10_400, electricityKwh: 2_500, oilKwh: 0, billGbp: 1_650.4, sapScore: 55, band: 'D',
    reference: { fuel: 'gas', kwh: 11_500, strength: 'estimate', basis: 'made up' },
    modelledKwh: 10_400, differencePct: -9.6, pass: true,
    ...over,
  });

  it('labels a published or quoted reference as measured', () => {
    const text = formatReport({ archetypes: [row({ reference: { fuel: 'gas', kwh: 11_500, strength: 'quoted', basis: 'NEED' } })], rules: [], failures: [] });
    expect(text).toContain('| gas 11,500 (measured) |');
    expect(text).toContain('Archetype references: 1 measured, 0 derived, 0 estimate.');
  });

  it('prints each archetype beside its reference, the rules, and a summary naming the worst', () => {
    const text = formatReport({
      archetypes: [row({}), row({ key: 'Terraced, Pre-1919, Gas boiler', archetype: { propertyType: 'Terraced', yearBuilt: 'Pre-1919', heatingSystem: 'Gas boiler' }, gasKwh: 16_000, modelledKwh: 16_000, differencePct: 39.1, pass: false })],
      rules: [{ key: 'older uses more: Terraced, Gas boiler', pass: false, detail: '1945-1964 → 1965-1982: 9,337 → 9,337 kWh' }],
      failures: ['Terraced, Pre-1919, Gas boiler', 'older uses more: Terraced, Gas boiler'],
    });
    expect(text).toContain('| Terraced | 1919-1944 | Gas boiler | 10,400 | – | 2,500 | £1,650 | 55 D | gas 11,500 (estimate) | -10% | pass |');
    expect(text).toContain('| 16,000 |');
    expect(text).toContain('+39% | **FAIL** |');
    expect(text.match(/^- gas 11,500 kWh \(estimate\): made up$/gm)).toHaveLength(1);
    expect(text).toContain('Archetype references: 0 measured, 0 derived, 2 estimate.');
    expect(text).toContain('| older uses more: Terraced, Gas boiler | 1945-1964 → 1965-1982: 9,337 → 9,337 kWh | **FAIL** |');
    expect(text).toContain('Archetypes: 1 pass, 1 fail. Rules: 0 pass, 1 fail.');
    expect(text).toMatch(/Furthest from reference: Terraced, Pre-1919, Gas boiler \+39%; Terraced, 1919-1944, Gas boiler -10%\./);
  });
});
