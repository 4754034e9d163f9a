import { createPlanEnvelope, PlanValidationError, readStoredPlan, type StoredPlanRead } from '@warmwise/common';
import { browserSessionId } from '../session/browserSession';
import { SESSION_KEYS } from '../storage/keys';
import { readItem, writeItem } from '../storage/safeStorage';
import { clearStoredPlan, type PlanView } from './storedPlan';

/*
 * The session's checked copy of the plan. The checks bring the shared validation rules, which
 * nothing on the plan's first screen needs: the plan screen loads this module after it paints.
 */

function readPlanFromSession(): StoredPlanRead {
  return readStoredPlan(readItem('session', SESSION_KEYS.energyPlan));
}

/**
 * The session's copy of a plan, written from the cache's answer (never read back as a source):
 * checked with the shared rules and saved with its property; a failed check only warns
 * (docs/product.md, "How a plan is read and checked").
 */
export function savePlanCopy({ plan, ...property }: PlanView): void {
  try {
    const envelope = createPlanEnvelope({ ...plan, propertyData: property }, browserSessionId());
    writeItem('session', SESSION_KEYS.energyPlan, JSON.stringify(envelope));
  } catch (error) {
    if (!(error instanceof PlanValidationError)) throw error;
    console.warn(error.message);
  }
}

/** A stored copy that fails its checks is dropped; a corrupted one also reloads the page. */
export function dropFailedPlanCopy(): void {
  const stored = readPlanFromSession();
  if (stored.status === 'invalid' || stored.status === 'corrupted') clearStoredPlan();
  if (stored.status === 'corrupted') window.location.reload();
}
