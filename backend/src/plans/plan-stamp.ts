import { MODEL_VERSION } from '../energy-model/index.js';
import type { EnergyPlan } from './energy-plan.entity.js';

/**
 * What identifies one state of a stored plan: its id, when it was last written and the model that
 * wrote it. Every change to a plan or its measures rewrites `updatedAt`, so two reads with the same
 * stamp present the same plan. A plan from an older model has no stamp: it must be re-modelled first.
 */
export function planStamp(plan: Pick<EnergyPlan, 'id' | 'updatedAt' | 'modelVersion'>): string | null {
  if (plan.modelVersion !== MODEL_VERSION) return null;
  return `${plan.id}@${plan.updatedAt.getTime()}`;
}
