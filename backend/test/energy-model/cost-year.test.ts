import { measureById, MEASURES } from '../../src/energy-model/index.js';
import { COST_PRICE_YEAR, uprateFactor } from '../../src/energy-model/measures/cost-year.js';
import { geometryOf } from '../../src/energy-model/geometry.js';
import type { ModelHome } from '../../src/energy-model/model-home.js';
import { referenceHome } from './calibration-cases.js';

describe('older costs, in 2025 pounds', () => {
  it('uprates by consumer prices from the cost year, and leaves 2025 costs alone', () => {
    // 1.025 × 1.018 × 1.009 × 1.026 × 1.091 × 1.073 × 1.025 × 1.034
    expect(uprateFactor(2017)).toBeCloseTo(1.34, 2);
    expect(uprateFactor(2024)).toBeCloseTo(1.034, 3);
    expect(uprateFactor(COST_PRICE_YEAR)).toBe(1);
  });

  it('restates an older cost in 2025 pounds and says it is an estimate', () => {
    const glazing = measureById('double-glazing')!;
    expect(glazing.costYear).toBe(2017);
    expect(glazing.sources.some((s) => s.startsWith('Costs in 2017 prices uprated to 2025 (×1.34') && s.endsWith('an estimate, no dated cost of 2022 or later was found'))).toBe(true);
  });

  it("records the year of every measure's costs", () => {
    for (const m of MEASURES) expect(m.costYear).toBeGreaterThanOrEqual(2017);
  });
});

const homeOf = (builtForm: ModelHome['builtForm'], more: Partial<ModelHome> = {}): ModelHome => ({ ...referenceHome(), builtForm, ...more });
const costOf = (id: string, home: ModelHome) => measureById(id)!.cost(home, geometryOf(home))!;
const middle = (cost: { min: number; max: number }) => (cost.min + cost.max) / 2;

describe('costs of 2026', () => {
  it.each([
    ['detached', 3900, 1100, 800, 2500],
    ['semi', 2200, 750, 600, 1950],
    ['terrace', 1100, 650, 500, 1400],
    ['bungalow', 1700, 1200, 800, 2500],
  ] as const)('a %s: cavity, loft, top-up and floor at the Energy Saving Trust 2026 figure for its type', (type, cavity, loft, topUp, floor) => {
    const home = homeOf(type);
    expect(middle(costOf('cavity-wall-insulation', home)) / cavity).toBeCloseTo(1, 1);
    expect(middle(costOf('loft-insulation', home)) / loft).toBeCloseTo(1, 1);
    expect(middle(costOf('loft-top-up', home)) / topUp).toBeCloseTo(1, 1);
    expect(middle(costOf('suspended-floor-insulation', home)) / floor).toBeCloseTo(1, 1);
  });

  it("a semi's cavity fill is £1,850-2,550 about EST's £2,200 of May 2026", () => {
    expect(costOf('cavity-wall-insulation', homeOf('semi'))).toEqual({ min: 1850, max: 2550 });
    expect(measureById('cavity-wall-insulation')!.sources[0]).toContain('8 May 2026');
  });

  it('solid walls at about £15,000 external and £12,000 internal for a typical install, by wall area', () => {
    const home = homeOf('semi', { wallConstruction: 'solid' });
    const geo = geometryOf(home);
    const external = middle(costOf('solid-wall-external', home));
    expect(external / (15_000 * Math.min(2, Math.max(0.5, geo.wallArea / 75)))).toBeCloseTo(1, 1);
    expect(middle(costOf('solid-wall-internal', home)) / external).toBeCloseTo(12 / 15, 1);
  });

  it("heat pumps at the Boiler Upgrade Scheme's 2025/26 median for their size, spread by the quartiles, less the grant", () => {
    const small = costOf('air-source-heat-pump', homeOf('terrace', { floorArea: 60, nation: 'England' }));
    const large = costOf('air-source-heat-pump', homeOf('detached', { floorArea: 200, nation: 'England' }));
    expect(large.min).toBeGreaterThan(small.min);
    // No band's median is under £11,494 (4-6 kW); the low quartile is 0.86 of the median.
    expect(small.min + 7500).toBeGreaterThanOrEqual(11_494 * (11_128 / 12_908) - 50);
    expect(measureById('air-source-heat-pump')!.sources[0]).toContain('2025/26 median installed cost by size');
  });

  it("solar PV at DESNZ's 2025/26 median of £1,780 per kW, ±15%", () => {
    const at = (pvKwp: number) => costOf('solar-pv', { ...referenceHome(), pvKwp });
    expect(at(4).min / (4 * 1780 * 0.85)).toBeCloseTo(1, 2);
    expect(at(4).max / (4 * 1780 * 1.15)).toBeCloseTo(1, 2);
    expect(measureById('solar-pv')!.sources[0]).toContain('2025/26');
  });
});
