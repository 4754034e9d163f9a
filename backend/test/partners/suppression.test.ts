import fc from 'fast-check';
import { GRANT_SCHEMES } from '@warmwise/common';
import { countNoise } from '../../src/partners/statistics-noise.js';
import { MINIMUM_COUNT, publishMonth } from '../../src/partners/submission-statistics.js';

describe('publishMonth', () => {
  it('publishes no count below 10, and no scheme count leaving fewer than 10 of the month outside it, whatever the figures', () => {
    const schemeIds = GRANT_SCHEMES.map((scheme) => scheme.id);
    const month = fc.nat({ max: 200 }).chain((submissions) =>
      fc.tuple(fc.constant(submissions), fc.array(fc.nat({ max: submissions }), { minLength: schemeIds.length, maxLength: schemeIds.length })),
    );
    fc.assert(
      fc.property(month, ([submissions, eligible]) => {
        const published = publishMonth('2026-10', submissions, new Map(schemeIds.map((id, i) => [id, eligible[i]])));
        for (const cell of [published.submissions, ...published.eligible]) {
          expect(cell.suppressed ? cell.count : Math.min(cell.count!, MINIMUM_COUNT)).toBe(cell.suppressed ? null : MINIMUM_COUNT);
        }
        for (const scheme of published.eligible.filter((cell) => !cell.suppressed)) expect(submissions - scheme.count!).toBeGreaterThanOrEqual(MINIMUM_COUNT);
        // What is shown is the true figure.
        expect(published.submissions.count ?? submissions).toBe(submissions);
      }),
    );
  });
});

describe('countNoise', () => {
  it('draws two-sided geometric noise: centred on 0, each step away e^-ε as likely', () => {
    const epsilon = 0.5;
    const draws = Array.from({ length: 40_000 }, () => countNoise(epsilon));
    const share = (k: number) => draws.filter((draw) => draw === k).length / draws.length;
    expect(draws.every(Number.isInteger)).toBe(true);
    expect(Math.abs(draws.reduce((sum, draw) => sum + draw, 0) / draws.length)).toBeLessThan(0.1);
    // P(0) = (1 - α) / (1 + α) with α = e^-ε; a step either way multiplies by α.
    const ratio = Math.exp(-epsilon);
    expect(share(0)).toBeCloseTo((1 - ratio) / (1 + ratio), 1);
    for (const k of [1, -1]) expect(share(k) / share(0)).toBeCloseTo(ratio, 1);
  });
});
