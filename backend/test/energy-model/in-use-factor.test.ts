import { inUseFactorFor, IN_USE_FULL_USE_INTENSITY } from '../../src/energy-model/in-use-factor.js';
import { estimateEnergy, measureById, type HomeProfile } from '../../src/energy-model/index.js';
import { resolveProfile } from '../../src/energy-model/profile.js';
import { REFERENCE_PROFILE } from './calibration-cases.js';

const semi = (yearBuilt: HomeProfile['yearBuilt']): HomeProfile => ({ propertyType: 'Semi-detached', yearBuilt, heatingSystem: 'Gas boiler' });

describe('the in-use factor', () => {
  const NO_CEILING = 10;

  it('is 1 at 50 kWh/m² and falls, continuously, as the need per m² rises', () => {
    expect(inUseFactorFor(IN_USE_FULL_USE_INTENSITY, NO_CEILING)).toBeCloseTo(1, 6);
    expect(inUseFactorFor(IN_USE_FULL_USE_INTENSITY + 0.01, NO_CEILING)).toBeCloseTo(1, 3);
    const needs = [20, 60, 100, 160, 200, 300];
    const factors = needs.map((need) => inUseFactorFor(need, NO_CEILING));
    factors.slice(1).forEach((factor, i) => expect(factor).toBeLessThan(factors[i]!));
  });

  it('never lets a household use more heat than an EPC would model for the home', () => {
    expect(inUseFactorFor(20, 1.3)).toBe(1.3);
    expect(inUseFactorFor(20, NO_CEILING)).toBeGreaterThan(1.3);
    // Where SAP's pattern is cooler than the bills' 17 °C, the fitted factor (below 1) stands.
    expect(inUseFactorFor(200, 0.9)).toBeCloseTo(inUseFactorFor(200, NO_CEILING), 6);
  });

  it('is fitted so the 1950s gas semi keeps Ofgem\'s medium gas use (0.55 at 160 kWh/m²)', () => {
    expect(inUseFactorFor(160, NO_CEILING)).toBeCloseTo(0.55, 3);
    expect(resolveProfile(REFERENCE_PROFILE).home.inUseFactor).toBeCloseTo(0.55, 2);
  });

  it('still has metered heating rise with the modelled need: a leakier home uses more, just not proportionally', () => {
    const metered = [100, 160, 250].map((need) => need * inUseFactorFor(need, NO_CEILING));
    expect(metered[1]).toBeGreaterThan(metered[0]!);
    expect(metered[2]).toBeGreaterThan(metered[1]!);
    expect(metered[2]! / metered[0]!).toBeLessThan(250 / 100);
  });

  it('gives an older, leakier home a lower factor than a newer one', () => {
    const factor = (yearBuilt: HomeProfile['yearBuilt']) => resolveProfile(semi(yearBuilt)).home.inUseFactor;
    expect(factor('Pre-1919')).toBeLessThan(factor('1945-1964'));
    expect(factor('1945-1964')).toBeLessThan(factor('1983-2002'));
    expect(factor('1983-2002')).toBeLessThan(factor('2011-Present'));
    expect(factor('2011-Present')).toBeCloseTo(1, 1);
  });

  it('is worked out for the home as it is and kept through a measure, so the saving is a share of real use', () => {
    const home = resolveProfile(REFERENCE_PROFILE).home;
    const insulated = measureById('cavity-wall-insulation')!.apply(home);
    expect(insulated.wallInsulated).toBe(true);
    expect(insulated.inUseFactor).toBe(home.inUseFactor);
  });

  it('says in the plan\'s assumptions what share of the modelled heating the household is taken to use', () => {
    expect(estimateEnergy(REFERENCE_PROFILE).assumptions).toEqual(expect.arrayContaining([expect.stringMatching(/^In-use factor 0\.55: .* about 55% of the space heating/)]));
  });
});
