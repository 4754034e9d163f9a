import { estimateHome } from '../../src/energy-model/estimate.js';
import { CALIBRATION_CASES, referenceHome, runCase } from './calibration-cases.js';

/** Ofgem TDCV medium: gas 11,500 kWh, electricity 2,700 kWh. ±15% is about half the low-medium gap. */
const BASELINE_TOLERANCE = 0.15;
const MEASURE_TOLERANCE_PCT = 30;

describe('calibration against published figures (docs/energy-model.md)', () => {
  it('puts the reference semi near Ofgem medium consumption', () => {
    const estimate = estimateHome(referenceHome());
    expect(Math.abs(estimate.fuel.gas / 11_500 - 1)).toBeLessThanOrEqual(BASELINE_TOLERANCE);
    expect(Math.abs(estimate.fuel.electricity / 2_700 - 1)).toBeLessThanOrEqual(BASELINE_TOLERANCE);
    expect(estimate.sap.band).toBe('D');
  });

  it.each(CALIBRATION_CASES.filter((c) => !c.knownGap).map((c) => [c.measure, c] as const))('%s is within ±30% of the published figure', (_name, c) => {
    const row = runCase(c);
    expect(Math.abs(row.differencePct)).toBeLessThanOrEqual(MEASURE_TOLERANCE_PCT);
  });

  it.each(CALIBRATION_CASES.filter((c) => c.knownGap).map((c) => [c.measure, c] as const))('%s stays below the published figure for its documented reason', (_name, c) => {
    const row = runCase(c);
    expect(row.modelledKwh).toBeGreaterThan(0);
    expect(row.differencePct).toBeLessThan(0);
  });
});
