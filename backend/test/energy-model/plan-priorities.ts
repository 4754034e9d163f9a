import { PRIORITIES } from '@warmwise/common';
import type { PlanPriority } from '../../src/energy-model/types.js';

/** Every priority a plan can be built for, so a check can run under each. */
export const PLAN_PRIORITIES: readonly PlanPriority[] = PRIORITIES.map((priority) => priority.value);
