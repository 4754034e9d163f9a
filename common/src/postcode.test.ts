import { checkPostcode, normalisePostcode, POSTCODE_MESSAGES } from './postcode.js';

describe('checkPostcode', () => {
  it.each([
    ['SW1A 1AA', 'SW1A 1AA'],
    ['sw1a1aa', 'SW1A 1AA'],
    [' SW1A  1AA ', 'SW1A 1AA'],
    ['m1 1ae', 'M1 1AE'],
    ['B33 8TH', 'B33 8TH'],
    ['CR2 6XH', 'CR2 6XH'],
    ['DN55 1PT', 'DN55 1PT'],
    ['EH3 9GL', 'EH3 9GL'],
  ])('accepts %p as %p', (input, expected) => {
    expect(checkPostcode(input)).toEqual({ ok: true, postcode: expected });
  });

  it.each(['', '   ', undefined, null, 42])('asks for a postcode when given %p', (input) => {
    expect(checkPostcode(input)).toEqual({ ok: false, message: POSTCODE_MESSAGES.required });
  });

  it.each(["'; DROP TABLE addresses; --", 'SW1A 1A', '12345', 'SW1A 1AAA', 'x'.repeat(10_000), 'SW1A\u00001AA', 'SW1A 1AA🏠'])(
    'rejects %p as not a UK postcode',
    (input) => {
      expect(checkPostcode(input)).toEqual({ ok: false, message: POSTCODE_MESSAGES.invalid });
    },
  );

  it('normalisePostcode returns null for invalid input', () => {
    expect(normalisePostcode('nope')).toBeNull();
    expect(normalisePostcode('ls1 4ap')).toBe('LS1 4AP');
  });
});
