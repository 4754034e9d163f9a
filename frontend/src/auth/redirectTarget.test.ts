import { describe, expect, it } from '@jest/globals';
import { redirectTarget } from './redirectTarget';

describe('redirectTarget', () => {
  it.each([
    [null, '/my-plan'],
    ['', '/my-plan'],
    ['/energy-plan', '/energy-plan'],
    ['/plan?tab=grants#top', '/plan?tab=grants#top'],
    // Encoded twice by the link that sent the visitor here.
    ['%2Fenergy-plan%3Ffrom%3Demail', '/energy-plan?from=email'],
  ])('sends %p to %p', (redirect, target) => {
    expect(redirectTarget(redirect)).toBe(target);
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example/', '/\t/evil.example/', '/.//evil.example/', '/a/..//evil.example/', 'javascript:alert(1)', 'my-plan', '%E0%A4%A'])(
    'refuses %p, which is not a path on this site',
    (redirect) => {
      expect(redirectTarget(redirect)).toBe('/my-plan');
    },
  );
});
