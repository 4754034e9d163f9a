import { checkHouseholdData, emptyHousehold, GRANT_VERDICTS, type HouseholdData } from '@warmwise/common';
import { GRANTS_PROGRESS_KEYS, SESSION_KEYS } from '../storage/keys';
import { readItem, readJson, removeItems, writeItem } from '../storage/safeStorage';
import type { GrantResult } from './grantResult.fragment';
import { LAST_STEP } from './labels';

/** The questionnaire resets this long after completion (docs/product.md, "Grants questionnaire and eligibility"). */
export const GRANTS_RESET_AFTER_MS = 5 * 60 * 1000;

/** Whose answers these are: progress for another property or another plan is stale. */
export interface GrantsOwner {
  propertyId: string | null;
  planId: string | null;
}

export interface GrantsProgress {
  step: number;
  household: HouseholdData;
  /** The server's answer, likely first, once it has come; null before and while it is asked. */
  results: GrantResult[] | null;
  completedAt: number | null;
  owner: GrantsOwner;
}

/** The stored shape of `grantsData`: the answers tagged with their owner. */
interface StoredData {
  owner?: Partial<GrantsOwner>;
  household?: unknown;
}

export const freshProgress = (owner: GrantsOwner): GrantsProgress => ({
  step: 1,
  household: emptyHousehold(),
  results: null,
  completedAt: null,
  owner,
});

export const sameOwner = (a: GrantsOwner, b: GrantsOwner): boolean => a.propertyId === b.propertyId && a.planId === b.planId;

const isExpired = (completedAt: number | null, now: number): boolean =>
  completedAt !== null && now - completedAt >= GRANTS_RESET_AFTER_MS;

const isText = (value: unknown): value is string => typeof value === 'string';

/** A stored result the results step can show; anything else is dropped as unreadable. */
function isGrantResult(value: unknown): value is GrantResult {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as Record<string, unknown>;
  return (
    ['id', 'name', 'amount', 'website'].every((field) => isText(result[field])) &&
    GRANT_VERDICTS.some((verdict) => verdict === result.verdict) &&
    Array.isArray(result.reasons) &&
    result.reasons.every(isText) &&
    Array.isArray(result.requirements)
  );
}

/** The progress saved in this browser session, or a fresh start when it is absent, stale or unreadable. */
export function loadProgress(owner: GrantsOwner, now = Date.now()): GrantsProgress {
  const stored = readJson<StoredData>('session', SESSION_KEYS.grantsData);
  const storedOwner: GrantsOwner = { propertyId: stored?.owner?.propertyId ?? null, planId: stored?.owner?.planId ?? null };
  if (!stored || !sameOwner(storedOwner, owner)) return freshProgress(owner);
  const check = checkHouseholdData(stored.household);
  if (!check.ok) return freshProgress(owner);

  const completedRaw = Number(readItem('session', SESSION_KEYS.grantsCompletedAt));
  const completedAt = Number.isFinite(completedRaw) && completedRaw > 0 ? completedRaw : null;
  if (isExpired(completedAt, now)) return freshProgress(owner);

  const stepRaw = Number(readItem('session', SESSION_KEYS.grantsStep));
  const resultsRaw = readJson<unknown>('session', SESSION_KEYS.grantsResults);
  const results = Array.isArray(resultsRaw) ? resultsRaw.filter(isGrantResult) : null;
  const storedStep = Number.isInteger(stepRaw) && stepRaw >= 1 && stepRaw <= LAST_STEP ? stepRaw : 1;
  // Results asked for but never answered (the page was left meanwhile) are asked for again from the step before.
  const step = storedStep === LAST_STEP && !results ? LAST_STEP - 1 : storedStep;
  return { step, household: check.value, results, completedAt: results ? completedAt : null, owner };
}

export function saveProgress(progress: GrantsProgress): void {
  writeItem('session', SESSION_KEYS.grantsStep, String(progress.step));
  writeItem('session', SESSION_KEYS.grantsData, JSON.stringify({ owner: progress.owner, household: progress.household }));
  if (progress.results) writeItem('session', SESSION_KEYS.grantsResults, JSON.stringify(progress.results));
  else removeItems('session', [SESSION_KEYS.grantsResults]);
  if (progress.completedAt !== null) writeItem('session', SESSION_KEYS.grantsCompletedAt, String(progress.completedAt));
  else removeItems('session', [SESSION_KEYS.grantsCompletedAt]);
}

export function clearProgress(): void {
  removeItems('session', GRANTS_PROGRESS_KEYS);
}
