import type { PlanScreen_PropertyFragment } from '../gql/graphql';
import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys';
import { readItem, removeItems } from '../storage/safeStorage';

/** A home with its plan, as the cache holds it and the full plan renders it. */
export type PlanView = PlanScreen_PropertyFragment & { plan: NonNullable<PlanScreen_PropertyFragment['plan']> };

/** The property the wizard saved; tolerates the id written as JSON text as well as bare. */
export function readPropertyId(): string | null {
  const raw = readItem('session', SESSION_KEYS.currentPropertyId)?.trim();
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'number') return String(parsed);
    return typeof parsed === 'string' && parsed.trim() ? parsed : null;
  } catch {
    return raw;
  }
}

export function clearStoredPlan(): void {
  removeItems('session', [SESSION_KEYS.energyPlan]);
}

/** 'Clear Cache & Refresh': every cached copy of the plan and property, but not which property it is. */
export function clearCachedPlanData(): void {
  removeItems('session', [SESSION_KEYS.energyPlan, SESSION_KEYS.currentPropertyData]);
  removeItems('local', [LOCAL_KEYS.propertyData]);
}
