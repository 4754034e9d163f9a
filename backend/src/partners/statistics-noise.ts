import { randomInt } from 'node:crypto';
import { GRANT_SCHEMES } from '@warmwise/common';

/**
 * The privacy loss one household may cause a partner, over everything that partner is ever shown
 * (differential privacy's ε). A household is counted in one cell (the authority and month it was
 * submitted in) and each partner is shown a cell once (see statistics-releases.ts), so this is the
 * whole budget per household per partner, spread evenly over the counts it can change.
 */
export const STATISTICS_EPSILON = 2;

/** A household changes its month's count and, at most, each scheme's count by one. */
const COUNTS_PER_HOUSEHOLD = 1 + GRANT_SCHEMES.length;

/** ε of each count, so that the counts of one cell together spend STATISTICS_EPSILON. */
export const EPSILON_PER_COUNT = STATISTICS_EPSILON / COUNTS_PER_HOUSEHOLD;

/** A draw in (0, 1) from the operating system's CSPRNG, 48 bits of it. */
const uniform = () => (randomInt(2 ** 48 - 1) + 1) / 2 ** 48;

/** Failures before the first success, each success having probability 1 - ratio. */
const geometric = (ratio: number) => Math.floor(Math.log(uniform()) / Math.log(ratio));

/**
 * Two-sided geometric noise (the discrete Laplace mechanism): the difference of two geometric draws,
 * P(k) ∝ e^(-ε|k|). Added to a count that one household changes by at most 1, it makes any answer at
 * most e^ε times likelier with the household than without it. Integers, so no floating-point
 * rounding of a continuous draw gives the true count away.
 */
export function countNoise(epsilon: number): number {
  const ratio = Math.exp(-epsilon);
  return geometric(ratio) - geometric(ratio);
}
