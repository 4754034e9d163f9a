import { describe, expect, it } from '@jest/globals';
import { isChromeBrowser } from './isChromeBrowser';

describe('isChromeBrowser', () => {
  it.each([
    ['Chrome on Linux', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', true],
    ['Chrome on iOS', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1', true],
    ['Edge (Chromium)', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0', true],
    ['Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', false],
    ['Safari', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15', false],
  ])('%s', (_name, userAgent, expected) => {
    expect(isChromeBrowser({ userAgent })).toBe(expected);
  });

  it('trusts client hints when the browser sends them', () => {
    expect(isChromeBrowser({ userAgent: 'Mozilla/5.0', userAgentData: { brands: [{ brand: 'Chromium' }] } })).toBe(true);
    expect(isChromeBrowser({ userAgent: 'Mozilla/5.0', userAgentData: { brands: [{ brand: 'Not A Brand' }] } })).toBe(false);
  });
});
