import { measureById, MEASURES } from '../../src/energy-model/index.js';
import { COST_PRICE_YEAR, uprateFactor } from '../../src/energy-model/measures/cost-year.js';
import { geometryOf } from '../../src/energy-model/geometry.js';
import { referenceHome } from './calibration-cases.js';

describe('costs in 2025 pounds', () => {
  it('uprates by consumer prices from the cost year, and leaves 2025 costs alone', () => {
    // 1.025 × 1.018 × 1.009 × 1.026 × 1.091 × 1.073 × 1.025 × 1.034
    expect(uprateFactor(2017)).toBeCloseTo(1.34, 2);
    expect(uprateFactor(2024)).toBeCloseTo(1.034, 3);
    expect(uprateFactor(COST_PRICE_YEAR)).toBe(1);
  });

  it('restates a 2017 cost in 2025 pounds and says so in the sources', () => {
    const home = referenceHome();
    const cavity = measureById('cavity-wall-insulation')!;
    const geo = geometryOf(home);
    // 2017: max(450, wall × 6) to max(900, wall × 15), rounded to £10 / £50.
    const in2017 = { min: Math.max(450, geo.wallArea * 6), max: Math.max(900, geo.wallArea * 15) };
    const cost = cavity.cost(home, geo)!;
    expect(cost.min / in2017.min).toBeCloseTo(1.34, 1);
    expect(cost.max / in2017.max).toBeCloseTo(1.34, 1);
    expect(cavity.sources.some((s) => s.startsWith('Costs in 2017 prices uprated to 2025 (×1.34'))).toBe(true);
  });

  it('costs solar PV at DESNZ\'s 2024/25 median per kW for its size band, ±15%, in 2025 pounds', () => {
    const pv = measureById('solar-pv')!;
    const costOf = (pvKwp: number) => {
      const home = { ...referenceHome(), pvKwp };
      return pv.cost(home, geometryOf(home))!;
    };
    // Up to 4 kW: £1,876 per kW; 4 to 10 kW: £1,780 (2024 pounds, × 1.034 to 2025).
    expect(costOf(4).min / (4 * 1876 * 0.85 * 1.034)).toBeCloseTo(1, 2);
    expect(costOf(4).max / (4 * 1876 * 1.15 * 1.034)).toBeCloseTo(1, 2);
    expect(costOf(6).min / (6 * 1780 * 0.85 * 1.034)).toBeCloseTo(1, 2);
    expect(pv.sources).toContain('DESNZ Solar PV cost data, 2024/25 (MCS installations): median £1,876 per kW up to 4 kW, £1,780 from 4 to 10 kW');
  });

  it('records the year of every measure\'s costs', () => {
    for (const m of MEASURES) expect(m.costYear).toBeGreaterThanOrEqual(2017);
  });
});
