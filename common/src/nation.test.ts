import { nationOfPostcode } from './nation.js';

describe('nationOfPostcode', () => {
  it.each([
    ['LS2 7EQ', 'England'],
    ['SW1A 1AA', 'England'],
    ['IV2 3AA', 'Scotland'],
    ['G1 1XQ', 'Scotland'],
    ['ZE1 0AA', 'Scotland'],
    ['CF10 1EP', 'Wales'],
    ['LL55 4UR', 'Wales'],
    ['BT1 5GS', 'Northern Ireland'],
    ['CH7 1AB', 'Wales'],
    ['CH1 2HS', 'England'],
    ['SY23 1DE', 'Wales'],
    ['SY1 1AA', 'England'],
    ['TD15 1AA', 'England'],
    ['TD1 1AA', 'Scotland'],
    ['ch5 3ab', 'Wales'],
  ])('puts %s in %s', (postcode, nation) => {
    expect(nationOfPostcode(postcode)).toBe(nation);
  });

  it.each(['IM1 1AA', 'JE2 3AB', 'GY1 1AA', '', 'not a postcode'])('places %p in no nation', (postcode) => {
    expect(nationOfPostcode(postcode)).toBeNull();
  });
});
