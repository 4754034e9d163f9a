import { isEpcExpired, parseEpcValidUntil } from './epc-validity.js';

const NOW = new Date(2025, 5, 15, 12); // 15 June 2025

describe('parseEpcValidUntil', () => {
  it.each([
    ['2031 December', new Date(2031, 11, 31, 23, 59, 59, 999)],
    ['December 2031', new Date(2031, 11, 31, 23, 59, 59, 999)],
    ['15 March 2030', new Date(2030, 2, 15, 23, 59, 59, 999)],
    ['2030 Feb', new Date(2030, 1, 28, 23, 59, 59, 999)],
    ['2026 June', new Date(2026, 5, 30, 23, 59, 59, 999)],
    ['2024-12-31', new Date(2024, 11, 31, 23, 59, 59, 999)],
    ['01/05/2025', new Date(2025, 4, 1, 23, 59, 59, 999)],
  ])('reads %p, the day defaulting to the last of the month', (text, date) => {
    expect(parseEpcValidUntil(text)).toEqual(date);
  });

  it.each(['', 'soon', '2031', 'December'])('cannot read %p', (text) => {
    expect(parseEpcValidUntil(text)).toBeNull();
  });
});

describe('isEpcExpired', () => {
  it.each([
    ['2024 December', true],
    ['2025 June', false], // no day means the month's last day
    ['2025 May', true],
    ['14 June 2025', true],
    ['15 June 2025', false],
    ['2024-12-31', true],
    ['2031-12-31', false],
    ['01/05/2025', true],
    ['2014 31 December 2024', true], // lodgement-year prefix stripped
    ['2014 31 December 2031', false],
    ['2031 December', false],
  ])('%p → %p', (text, expired) => {
    expect(isEpcExpired(text, NOW)).toBe(expired);
  });

  it.each([null, undefined, '', '  ', 'Unknown', 'soon'])('never calls %p expired', (text) => {
    expect(isEpcExpired(text, NOW)).toBe(false);
  });
});
