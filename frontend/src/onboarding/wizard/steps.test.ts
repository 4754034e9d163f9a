import { describe, expect, it } from '@jest/globals';
import { stepFromQuery, stepUrl } from './steps';

describe('the step a query opens', () => {
  it.each([
    ['email', 1],
    ['profile', 2],
    [null, 0],
    ['plan', 0],
    ['PROFILE', 0],
  ] as const)('?step=%s with a home known opens step %i', (query, step) => {
    expect(stepFromQuery(query, true)).toBe(step);
  });

  it.each(['email', 'profile', null])('?step=%s without a home opens Address', (query) => {
    expect(stepFromQuery(query, false)).toBe(0);
  });
});

describe('the address of each step', () => {
  it('gives Address no query and the others the query that opens them', () => {
    expect([stepUrl(0), stepUrl(1), stepUrl(2)]).toEqual(['/onboarding', '/onboarding?step=email', '/onboarding?step=profile']);
    for (const step of [0, 1, 2] as const) {
      expect(stepFromQuery(new URL(stepUrl(step), 'https://example.test').searchParams.get('step'), true)).toBe(step);
    }
  });
});
