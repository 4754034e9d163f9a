import { propertyValueIncreaseText, propertyValueRange } from '../../src/energy-model/plan/property-value.js';

describe('property value', () => {
  it('is a range between the two published associations, from the current band', () => {
    // Nationwide 2022: 1.017 / 0.983 − 1 = 3.5%; DECC 2013: 1.14 / 1.06 − 1 = 7.5%.
    expect(propertyValueRange('E', 'B')).toEqual({ low: 3.5, high: 7.5 });
    expect(propertyValueIncreaseText('E', 'B')).toBe('about 4-8%');
    expect(propertyValueIncreaseText('D', 'C')).toBe('about 1-2%');
  });

  it('is nothing when the band does not change, never negative', () => {
    expect(propertyValueIncreaseText('C', 'C')).toBe('0%');
    expect(propertyValueRange('B', 'D')).toEqual({ low: 0, high: 0 });
  });

  it('starts the range at 0 when one study finds no difference between the bands', () => {
    // DECC puts F and E at the same premium; Nationwide finds about 2% between them.
    expect(propertyValueIncreaseText('F', 'E')).toBe('about 0-2%');
  });
});
