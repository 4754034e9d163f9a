import { epcBandOf } from './rating-bands.js';

describe('the band of a rating score', () => {
  it.each([
    [100, 'A'],
    [92, 'A'],
    [91, 'B'],
    [81, 'B'],
    [80, 'C'],
    [69, 'C'],
    [68, 'D'],
    [55, 'D'],
    [54, 'E'],
    [39, 'E'],
    [38, 'F'],
    [21, 'F'],
    [20, 'G'],
    [1, 'G'],
  ])('%i is band %s', (score, band) => {
    expect(epcBandOf(score)).toBe(band);
  });
});
