import { readStoredPlan } from '@warmwise/common';
import { SESSION_KEYS } from '../storage/keys';
import { readItem } from '../storage/safeStorage';

// A stored plan without a propertyId gets the time it is read as its id (see normaliseEnergyPlan), so
// reading it "at" the epoch tells a real id from that default.
const EPOCH = new Date(0);

/**
 * /auth offers 'Back to Plan' when this session holds a plan; a plan tied to a
 * saved property reopens at /energy-plan, one without at /plan.
 */
export function backToPlanPath(): '/energy-plan' | '/plan' | null {
  const read = readStoredPlan(readItem('session', SESSION_KEYS.energyPlan), { now: () => EPOCH });
  if (read.status !== 'ok') return null;
  return read.envelope.data.propertyId === EPOCH.getTime() ? '/plan' : '/energy-plan';
}
