import { describe, expect, it } from '@jest/globals';
import { appRoutePatterns, assertRoutesExist, PRERENDERED_ROUTES, SHELL_ROUTES } from './prerenderedRoutes';

describe('the pages written at build time', () => {
  it('are all in the app route table', () => {
    expect(() => assertRoutesExist([...PRERENDERED_ROUTES, ...SHELL_ROUTES])).not.toThrow();
  });

  it('include the about page, and the wizard at its first step', () => {
    expect(PRERENDERED_ROUTES).toContain('/about');
    expect(PRERENDERED_ROUTES).toContain('/onboarding');
  });

  it('refuse a path that would only reach the not-found page', () => {
    expect(() => assertRoutesExist(['/no-such-page'])).toThrow('/no-such-page is not in the app\'s route table');
  });

  it('list every page pattern for the server, and not the not-found page', () => {
    const patterns = appRoutePatterns();
    expect(patterns).toEqual(expect.arrayContaining(['/', '/plan', '/plan/:token', '/resume/:token', '/onboarding', '/ask-thermy']));
    expect(patterns.some((pattern) => pattern.includes('*'))).toBe(false);
  });
});
