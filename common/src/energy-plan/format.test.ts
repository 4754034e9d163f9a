import { formatAnnualSaving, formatCost, formatCount, formatRatingChange, formatValueIncrease, priorityLabel } from './format.js';

describe('formatCost', () => {
  it.each([
    [1500, '£1,500'],
    [0, '£0'],
    [12.5, '£12.50'],
    ['2500', '£2,500'],
    ['£12,000', '£12,000'],
    ['500-1000', '£500 - £1,000'],
    ['£50-£100', '£50 - £100'],
    ['£1,000 to £2,500', '£1,000 - £2,500'],
    [{ min: 4000, max: 8000 }, '£4,000 - £8,000'],
    ['£120 per year', '£120'],
    ['£100-£200 per year', '£100 - £200'],
    ['TBC', 'TBC'],
    ['Variable', 'Variable'],
    ['-', '-'],
    ['Free', 'Free'],
    ['From £200', 'From £200'],
    [undefined, 'TBC'],
    ['  ', 'TBC'],
  ])('shows %p as %p', (cost, expected) => {
    expect(formatCost(cost)).toBe(expected);
  });
});

describe('formatCount', () => {
  it.each([
    [1234, '1,234'],
    [1234567.6, '1,234,568'],
    ['2500', '2,500'],
    [0, '0'],
    [-50, '0'],
    [undefined, '0'],
    [null, '0'],
    [NaN, '0'],
    ['lots', '0'],
  ])('shows %p as %p', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });
});

describe('priorityLabel', () => {
  it.each([
    ['high', 'Higher Priority'],
    ['medium', 'Higher Priority'],
    ['low', 'Lower Priority'],
    ['LOW', 'Lower Priority'],
    [undefined, 'Higher Priority'],
    ['urgent', 'Higher Priority'],
  ])('labels %p as %p', (priority, expected) => {
    expect(priorityLabel(priority)).toBe(expected);
  });
});

describe('formatAnnualSaving', () => {
  it.each([
    [250, 250, '£250 per year'],
    [0, -50, 'Costs about £50 a year more'],
    [0, -1234.4, 'Costs about £1,234 a year more'],
    [0, -0.4, '£0 per year'],
    ['120', undefined, '£120 per year'],
    [300, null, '£300 per year'],
  ])('shows savings %p with a signed %p as %p', (savings, signed, expected) => {
    expect(formatAnnualSaving(savings, signed)).toBe(expected);
  });

  it.each([
    [97, 97, 251, '£97 - £251 per year'],
    [1200, 1200, 2500.4, '£1,200 - £2,500 per year'],
    [50, 50, 50, '£50 per year'],
    [50, 50, 50.4, '£50 per year'],
    [0, -50, -50, 'Costs about £50 a year more'],
    [120, undefined, undefined, '£120 per year'],
  ])('shows typical %p (signed %p) with the modelled %p as %p', (savings, signed, modelled, expected) => {
    expect(formatAnnualSaving(savings, signed, modelled)).toBe(expected);
  });
});

describe('formatRatingChange', () => {
  it.each([
    [{ band: 'D', score: 64 }, { band: 'D', score: 67 }, 'Stays D (64 → 67)'],
    [{ band: 'D', score: 64 }, { band: 'D', score: 64 }, 'Stays D (64)'],
    [{ band: 'D' }, { band: 'D' }, 'Stays D'],
    [{ band: 'C', score: 69 }, { band: 'B', score: 81 }, 'C (69) → B (81)'],
    [{ band: 'E', score: 0 }, { band: 'C' }, 'E → C'],
  ])('says %o to %o as "%s"', (today, after, expected) => {
    expect(formatRatingChange(today, after)).toBe(expected);
  });
});

describe('formatValueIncrease', () => {
  it.each([
    ['0%', 'No change expected'],
    ['0 %', 'No change expected'],
    ['0-0%', 'No change expected'],
    ['about 1-4%', 'about 1-4%'],
    ['0.5%', '0.5%'],
    ['Not known', 'Not known'],
  ])('says "%s" as "%s"', (text, expected) => {
    expect(formatValueIncrease(text)).toBe(expected);
  });
});
