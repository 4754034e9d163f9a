import { PLAN_DEFAULTS } from './constants.js';
import { checkNumber } from './numbers.js';
import { PLAN_EPC_BANDS, type PlanEpcBand } from './types.js';
import { type AliasPath, isRecord, pickFirst, readText, type UnknownRecord } from './values.js';

/** Readers for the plan's descriptive fields; each falls back to its default. */

export function readPlanId(source: UnknownRecord, paths: readonly AliasPath[], fallback: number): number | string {
  const value = pickFirst(source, paths);
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  // An id of the wrong type (an object, true) is as useless as none, so it gets the default too.
  return readText(value) ?? fallback;
}

// 'B', 'b', 'B (81-91)' and 'A+' all name a band; 'Unknown' and 'Good' do not.
const BAND = /^([A-G])(?![A-Za-z])/i;

function parseBand(value: unknown): PlanEpcBand | undefined {
  const match = BAND.exec(readText(value) ?? '');
  const letter = match?.[1]?.toUpperCase();
  return PLAN_EPC_BANDS.find((band) => band === letter);
}

/** The first alias that names a band; an unreadable rating ('Unknown') lets later aliases speak. */
export function readBand(source: UnknownRecord, paths: readonly AliasPath[]): PlanEpcBand | undefined {
  for (const path of paths) {
    const band = parseBand(pickFirst(source, [path]));
    if (band) return band;
  }
  return undefined;
}

export function readEfficiency(source: UnknownRecord, paths: readonly AliasPath[], fallback: number): number {
  const check = checkNumber(pickFirst(source, paths), { allowZero: false });
  return check.ok ? check.value : fallback;
}

/**
 * 'E to B' when the plan states either rating, so the tile agrees with the two ratings shown
 * beside it (a missing one takes its default); plain 'C' when it states neither.
 */
export function buildEpcImprovement(stated: unknown, current: PlanEpcBand | undefined, potential: PlanEpcBand | undefined): string {
  const text = readText(stated);
  if (text !== undefined) return text;
  if (current === undefined && potential === undefined) return PLAN_DEFAULTS.epcImprovement;
  return `${current ?? PLAN_DEFAULTS.currentEpcRating} to ${potential ?? PLAN_DEFAULTS.potentialEpcRating}`;
}

export function readValueIncrease(value: unknown): string {
  // A bare number is a percentage, as in the default '3-5%'.
  if (typeof value === 'number' && Number.isFinite(value)) return `${value}%`;
  return readText(value) ?? PLAN_DEFAULTS.propertyValueIncrease;
}

/** An ISO timestamp from text we can parse (kept as written), epoch milliseconds or a Date. */
export function readTimestamp(value: unknown): string | undefined {
  if (typeof value === 'string') return Number.isNaN(Date.parse(value)) ? undefined : value;
  const date = typeof value === 'number' ? new Date(value) : value instanceof Date ? value : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}

export function readPropertyData(value: unknown): Record<string, unknown> | null {
  return isRecord(value) ? value : null;
}
