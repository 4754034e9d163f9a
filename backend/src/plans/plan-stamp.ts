import { isCurrentPriceTable, MODEL_VERSION } from '../energy-model/index.js';
import type { EnergyPlan } from './energy-plan.entity.js';

/**
 * Whether a stored plan is the one the model would build now: from this model version, at the prices
 * in force today. A plan that is not must be re-modelled (in place) before it is shown.
 */
export const isCurrentPlan = (plan: Pick<EnergyPlan, 'modelVersion' | 'priceTableId'>) =>
  plan.modelVersion === MODEL_VERSION && isCurrentPriceTable(plan.priceTableId);

/**
 * What identifies one state of a stored plan: its id, when it was last written and the model that
 * wrote it. Every change to a plan or its measures rewrites `updatedAt`, so two reads with the same
 * stamp present the same plan. A plan from an older model or older prices has no stamp: it must be
 * re-modelled first.
 */
export function planStamp(plan: Pick<EnergyPlan, 'id' | 'updatedAt' | 'modelVersion' | 'priceTableId'>): string | null {
  if (!isCurrentPlan(plan)) return null;
  return `${plan.id}@${plan.updatedAt.getTime()}`;
}
