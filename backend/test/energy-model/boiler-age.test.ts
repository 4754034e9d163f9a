import { estimateHome } from '../../src/energy-model/estimate.js';
import { systemEfficiency } from '../../src/energy-model/heating-system.js';
import { condensingBoiler } from '../../src/energy-model/measures/heating.js';
import { referenceHome } from './calibration-cases.js';

/** A boiler's saving follows its age: an old non-condensing one against the new boiler that replaces it. */
describe('boiler efficiency by age', () => {
  const oldBoiler = { ...referenceHome(), boilerCondensing: false };

  it('models a surviving non-condensing boiler between SAP Table 4b\'s 66% (pre-1998) and 74% (1998-2004)', () => {
    expect(systemEfficiency(oldBoiler, false)).toBe(0.7);
    expect(systemEfficiency(referenceHome(), false)).toBe(0.84);
  });

  it('replaces it with a new A-rated boiler at 88%, not the stock\'s average condensing boiler', () => {
    const replaced = condensingBoiler.apply(oldBoiler);
    expect(replaced.boilerNew).toBe(true);
    expect(systemEfficiency(replaced, false)).toBe(0.88);
  });

  it('saves about a fifth of the gas, not the tenth that 74% against 84% gave', () => {
    const before = estimateHome(oldBoiler).fuel.gas;
    const after = estimateHome(condensingBoiler.apply(oldBoiler)).fuel.gas;
    expect(1 - after / before).toBeCloseTo(1 - 0.7 / 0.88, 2);
  });
});
