import { inReadingOrder } from '../../src/addresses/reading-order.js';

const homes = (...addresses: string[]) => addresses.map((address, row) => ({ address, row }));

describe('homes in reading order', () => {
  it('puts street numbers and flat numbers in numeric order, ignoring case', () => {
    const ordered = inReadingOrder(homes('10 Mill Lane', 'Flat 10, 3 Mill Lane', '2 Mill Lane', 'flat 2, 3 Mill Lane', '1A Mill Lane'));
    expect(ordered.map((home) => home.address)).toEqual(['1A Mill Lane', '2 Mill Lane', '10 Mill Lane', 'flat 2, 3 Mill Lane', 'Flat 10, 3 Mill Lane']);
  });

  it('answers a list seen before with the homes of this call, in the order found before', () => {
    const first = homes('3 Park Row', '1 Park Row', '2 Park Row');
    const again = homes('3 Park Row', '1 Park Row', '2 Park Row');
    expect(inReadingOrder(first).map((home) => home.address)).toEqual(['1 Park Row', '2 Park Row', '3 Park Row']);
    const ordered = inReadingOrder(again);
    expect(ordered.map((home) => home.row)).toEqual([1, 2, 0]);
    for (const home of ordered) expect(again).toContain(home);
  });

  it('orders a changed list afresh', () => {
    inReadingOrder(homes('3 Park Row', '1 Park Row'));
    expect(inReadingOrder(homes('3 Park Row', '12 Park Row')).map((home) => home.address)).toEqual(['3 Park Row', '12 Park Row']);
  });
});
