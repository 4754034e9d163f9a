import { findUnacceptableCharacter } from '../../src/http/unacceptable-characters.js';

describe('findUnacceptableCharacter', () => {
  it.each([
    ['plain text', 'Flat 2, 10 Park Row'],
    ['an empty string', ''],
    ['accents and symbols', 'Café £12 – “ok”'],
    ['a whole emoji (a surrogate pair)', 'warm 🔥 home'],
  ])('accepts %s', (_, value) => {
    expect(findUnacceptableCharacter(value)).toBeNull();
  });

  it.each([
    ['a NUL alone', '\u0000', 'a null character'],
    ['a NUL inside text', 'LS1\u00004AP', 'a null character'],
    ['a lone high surrogate', 'warm \uD83D home', 'a broken character (lone surrogate)'],
    ['a high surrogate at the end', 'warm \uD83D', 'a broken character (lone surrogate)'],
    ['a lone low surrogate', '\uDD25 warm', 'a broken character (lone surrogate)'],
    ['two surrogates in the wrong order', '\uDD25\uD83D', 'a broken character (lone surrogate)'],
  ])('refuses %s', (_, value, description) => {
    expect(findUnacceptableCharacter(value)).toBe(description);
  });
});
