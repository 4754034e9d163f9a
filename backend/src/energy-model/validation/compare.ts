/** An archetype fails when its modelled use is more than this far from its measured reference. */
export const ARCHETYPE_TOLERANCE = 0.2;

/** Signed difference of a modelled figure from its reference, in % of the reference. */
export function differencePct(modelled: number, reference: number): number {
  return (modelled / reference - 1) * 100;
}

export function withinTolerance(modelled: number, reference: number, tolerance = ARCHETYPE_TOLERANCE): boolean {
  return Math.abs(modelled - reference) <= tolerance * reference;
}

export type Direction = 'increasing' | 'decreasing';

/**
 * Index of the first value that does not strictly continue the direction (equal counts as a break: two
 * different homes modelled identically is the fault the rule exists to catch), or null when none does.
 */
export function firstBreak(values: readonly number[], direction: Direction): number | null {
  for (let i = 1; i < values.length; i++) {
    const step = values[i]! - values[i - 1]!;
    if (direction === 'increasing' ? step <= 0 : step >= 0) return i;
  }
  return null;
}

/** The worse home must save strictly more; a measure missing from either plan (null) fails the rule. */
export function worseSavesMore(worseSaving: number | null, betterSaving: number | null): boolean {
  return worseSaving !== null && betterSaving !== null && worseSaving > betterSaving;
}
