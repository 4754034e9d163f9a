import { memoizeText } from '../../src/epc/text-memo.js';
import { heatingSystemOf, yearBuiltOf } from '../../src/epc/epc-mapping.js';

describe('memoizeText', () => {
  it('answers as the function does, working each distinct input out once', () => {
    const seen: string[] = [];
    const shout = memoizeText((a?: string | null, b?: string | null) => {
      seen.push(`${a}|${b}`);
      return `${a ?? ''}${b ?? ''}`.toUpperCase();
    });
    expect(shout('semi', 'house')).toBe('SEMIHOUSE');
    expect(shout('semi', 'house')).toBe('SEMIHOUSE');
    // The separator keeps ('ab', 'c') and ('a', 'bc') apart.
    expect(shout('ab', 'c')).toBe('ABC');
    expect(shout('a', 'bc')).toBe('ABC');
    expect(seen).toEqual(['semi|house', 'ab|c', 'a|bc']);
  });

  it('remembers null answers too, and starts afresh past its bound instead of growing', () => {
    let calls = 0;
    const nothing = memoizeText((_text?: string | null) => {
      calls += 1;
      return null;
    }, 2);
    nothing('x');
    nothing('x');
    expect(calls).toBe(1);
    nothing('y');
    nothing('z');
    nothing('x');
    expect(calls).toBe(4);
  });

  it('keeps the register mappings answering the same after the first call', () => {
    expect(yearBuiltOf('England and Wales: 1950-1966')).toBe('1945-1964');
    expect(yearBuiltOf('England and Wales: 1950-1966')).toBe('1945-1964');
    expect(heatingSystemOf('Boiler and radiators, oil', 'oil (not community)')).toBe('Oil boiler');
    expect(heatingSystemOf('Boiler and radiators, oil', 'oil (not community)')).toBe('Oil boiler');
  });
});
