import { checkNumber, parseAmountText } from './numbers.js';

describe('checkNumber', () => {
  it.each([
    ['abc', 'Must be a valid number, got: abc'],
    ['', 'Must be a valid number, got: '],
    [undefined, 'Must be a valid number, got: undefined'],
    [NaN, 'Must be a valid number, got: NaN'],
    [Infinity, 'Must be a finite number'],
    ['-Infinity', 'Must be a finite number'],
    [-0.01, 'Must be non-negative'],
  ])('rejects %p with %p', (value, message) => {
    expect(checkNumber(value)).toEqual({ ok: false, message });
  });

  it('says "Must be greater than zero" only where zero is disallowed', () => {
    expect(checkNumber(0)).toEqual({ ok: true, value: 0 });
    expect(checkNumber(0, { allowZero: false })).toEqual({ ok: false, message: 'Must be greater than zero' });
  });

  it('accepts numbers and numeric text', () => {
    expect(checkNumber(12.5)).toEqual({ ok: true, value: 12.5 });
    expect(checkNumber(' 65 ')).toEqual({ ok: true, value: 65 });
  });

  it('shortens long values quoted in the message', () => {
    const check = checkNumber('x'.repeat(500));
    expect(check.ok ? '' : check.message.length).toBeLessThan(100);
  });
});

describe('parseAmountText', () => {
  it.each([
    ['€1,000', 1000],
    ['$20', 20],
    ['£200–£300', 250],
    ['CO2: 120 kg', 120],
    ['12 m2 at £30', 12],
    ['', 0],
  ])('reads %p as %p', (text, expected) => {
    expect(parseAmountText(text)).toBe(expected);
  });
});
