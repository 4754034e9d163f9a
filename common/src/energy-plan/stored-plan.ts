import { PLAN_SCHEMA_VERSION } from './constants.js';
import { PlanValidationError } from './errors.js';
import { normaliseEnergyPlan } from './normalise-plan.js';
import type { EnergyPlan, NormaliseOptions, PlanIssue } from './types.js';
import { isRecord, type UnknownRecord } from './values.js';

/** What the browser stores: the plan plus when and in which session it was saved. */
export interface StoredPlanEnvelope {
  version: typeof PLAN_SCHEMA_VERSION;
  data: EnergyPlan;
  timestamp: number;
  sessionId: string;
}

/**
 * Outcome of reading a stored plan (docs/product.md, "How a plan is read and checked"). The caller acts on it:
 * 'invalid' → clear the stored plan; 'corrupted' → clear it and reload the page;
 * 'unsupported-version' → a newer release wrote it, so this one must not use it.
 */
export type StoredPlanRead =
  | { status: 'empty' }
  | { status: 'ok'; envelope: StoredPlanEnvelope; migrated: boolean }
  | { status: 'corrupted'; message: string }
  | { status: 'unsupported-version'; version: number }
  | { status: 'invalid'; message: string; issues: readonly PlanIssue[] };

export interface StoredPlanOptions extends NormaliseOptions {
  /** Session recorded on an envelope that is migrated from an older format without one. */
  sessionId?: string;
}

/** Validates the plan and wraps it for storage; throws PlanValidationError like normaliseEnergyPlan. */
export function createPlanEnvelope(plan: unknown, sessionId: string, options: NormaliseOptions = {}): StoredPlanEnvelope {
  const now = options.now ?? (() => new Date());
  return { version: PLAN_SCHEMA_VERSION, data: normaliseEnergyPlan(plan, { now }), timestamp: now().getTime(), sessionId };
}

/**
 * Recommendations stored as text mean something wrote the plan without normalising it. Unlike a
 * server answer, where JSON text is parsed, stored data is only ever written normalised, so text
 * here cannot be trusted: the only safe recovery is a clean reload.
 */
function isCorruptedPlanData(data: unknown): boolean {
  return isRecord(data) && typeof data.recommendations === 'string';
}

function parseStored(stored: unknown): unknown {
  if (typeof stored !== 'string') return stored;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return undefined;
  }
}

// Before versioning a plan was stored either bare or as {data, timestamp}; both are accepted.
function unwrapLegacy(stored: UnknownRecord): { data: unknown; timestamp: unknown; sessionId: unknown } {
  const wrapped = isRecord(stored.data) && !('recommendations' in stored);
  return wrapped ? { data: stored.data, timestamp: stored.timestamp, sessionId: stored.sessionId } : { data: stored, timestamp: undefined, sessionId: undefined };
}

/** Reads a stored plan (JSON text or an object), migrating one that predates versioning. */
export function readStoredPlan(stored: unknown, options: StoredPlanOptions = {}): StoredPlanRead {
  if (stored === undefined || stored === null || stored === '') return { status: 'empty' };
  const parsed = parseStored(stored);
  if (!isRecord(parsed)) return { status: 'invalid', message: 'Stored plan is not a JSON object', issues: [] };

  const migrated = parsed.version === undefined || parsed.version === null;
  const version = migrated ? PLAN_SCHEMA_VERSION : Number(parsed.version);
  if (version > PLAN_SCHEMA_VERSION) return { status: 'unsupported-version', version };
  if (version !== PLAN_SCHEMA_VERSION) {
    return { status: 'invalid', message: `Unknown stored plan version: ${String(parsed.version)}`, issues: [] };
  }
  const { data, timestamp, sessionId } = migrated ? unwrapLegacy(parsed) : parsed;
  if (isCorruptedPlanData(data)) return { status: 'corrupted', message: 'Stored recommendations are text, not a list' };

  const now = options.now ?? (() => new Date());
  try {
    const envelope: StoredPlanEnvelope = {
      version: PLAN_SCHEMA_VERSION,
      data: normaliseEnergyPlan(data, { now }),
      timestamp: typeof timestamp === 'number' && Number.isFinite(timestamp) ? timestamp : now().getTime(),
      sessionId: typeof sessionId === 'string' ? sessionId : (options.sessionId ?? ''),
    };
    return { status: 'ok', envelope, migrated };
  } catch (error) {
    if (!(error instanceof PlanValidationError)) throw error;
    return { status: 'invalid', message: error.message, issues: error.issues };
  }
}
