import { describe, expect, it } from '@jest/globals';
import { buildAddresses } from '../../test/addressLookupHandlers';
import { countLabel, LONG_LIST_THRESHOLD, viewAddresses } from './filterAddresses';

describe('address filter', () => {
  it('matches every typed word in any order and case', () => {
    const [flat, cottage] = buildAddresses(['Flat 2, 14 Lister Square', 'Rose Cottage, Mill Lane']);
    expect(viewAddresses([flat, cottage], 'lister 14')).toEqual({ kind: 'list', addresses: [flat] });
    expect(viewAddresses([flat, cottage], 'flat 3')).toEqual({ kind: 'noMatch' });
    expect(viewAddresses([flat, cottage], 'rose,')).toEqual({ kind: 'list', addresses: [cottage] });
  });

  it('shows short lists in full and asks for typing on long ones', () => {
    const short = buildAddresses(['1 A Road', '2 A Road']);
    expect(viewAddresses(short, '')).toEqual({ kind: 'list', addresses: short });
    const long = buildAddresses(Array.from({ length: LONG_LIST_THRESHOLD + 1 }, (_, i) => `${i} A Road`));
    expect(viewAddresses(long, '  ')).toEqual({ kind: 'startTyping' });
    expect(viewAddresses(long, 'nowhere')).toEqual({ kind: 'noMatch' });
  });

  it('labels the count', () => {
    expect(countLabel(1)).toBe('1 property found');
    expect(countLabel(5, 5)).toBe('5 properties found');
    expect(countLabel(5, 2)).toBe('2 of 5 properties');
  });
});
