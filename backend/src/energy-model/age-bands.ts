import type { AgeBand, YearBuilt } from './types.js';

/**
 * The product's year-built options cover wider spans than RdSAP bands; each maps to the band holding
 * most of its span's homes (for 1965-1982 and later, the older band, so defaults stay conservative).
 */
export const YEAR_BUILT_TO_AGE_BAND: Record<YearBuilt, AgeBand> = {
  'Pre-1919': 'B',
  '1919-1944': 'C',
  '1945-1964': 'D',
  '1965-1982': 'E',
  '1983-2002': 'H',
  '2003-2010': 'J',
  '2011-Present': 'L',
};

/**
 * The RdSAP bands each year-built option spans, weighted by the years of the option that fall in each
 * (a dwelling-count weighting would need completions by year; years are the **estimate**). RdSAP
 * bands (England & Wales): A before 1900, B 1900-1929, C 1930-1949, D 1950-1966, E 1967-1975,
 * F 1976-1982, G 1983-1990, H 1991-1995, I 1996-2002, J 2003-2006, K 2007-2011, L 2012-2022, M 2023+.
 * Pre-1919 stays band B: bands A and B share every default U-value we use.
 */
export const YEAR_BUILT_BAND_MIX: Record<YearBuilt, ReadonlyArray<readonly [AgeBand, number]>> = {
  'Pre-1919': [['B', 1]],
  '1919-1944': [['B', 11 / 26], ['C', 15 / 26]],
  '1945-1964': [['C', 5 / 20], ['D', 15 / 20]],
  '1965-1982': [['D', 2 / 18], ['E', 9 / 18], ['F', 7 / 18]],
  '1983-2002': [['G', 8 / 20], ['H', 5 / 20], ['I', 7 / 20]],
  '2003-2010': [['J', 4 / 8], ['K', 4 / 8]],
  '2011-Present': [['K', 1 / 15], ['L', 11 / 15], ['M', 3 / 15]],
};

const ORDER: readonly AgeBand[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'];

export function ageBandIndex(band: AgeBand): number {
  return ORDER.indexOf(band);
}

export function isBandAtMost(band: AgeBand, limit: AgeBand): boolean {
  return ageBandIndex(band) <= ageBandIndex(limit);
}

