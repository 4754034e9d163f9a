import * as z from 'zod/mini';
import { PRIORITIES, type Priority } from '../home-profile/options.js';
import { isEmpty, oneOf, orWhenBlank, payloadObject, requiredText, trimmedText, type InputSchema } from '../validation/schema-check.js';

const PRIORITY_VALUES = PRIORITIES.map((priority) => priority.value);

/**
 * A plan asked for by its home: `propertyId` names one of the visitor's homes (absent or blank when
 * the request carries a whole home profile instead), and `priority` overrides the profile's.
 */
export interface PlanRequest {
  propertyId?: string;
  priority?: Priority;
}

export const planRequestSchema: InputSchema<PlanRequest> = payloadObject({
  // Anything but an id (a number, blank text) leaves the request to be read as a home profile.
  propertyId: z.pipe(trimmedText, z.transform((id) => id || undefined)),
  priority: orWhenBlank(z.optional(oneOf('priority', PRIORITY_VALUES)), undefined, isEmpty),
});

/** Removing a measure from a plan: the plan it is removed from. */
export const recommendationRemovalSchema: InputSchema<{ energyPlanId: string }> = payloadObject({
  energyPlanId: requiredText('energyPlanId is required'),
});

/** Undoing a removal: the measure, by its title (the removed row is gone), and the plan. */
export const recommendationRestoreSchema: InputSchema<{ title: string; energyPlanId: string }> = payloadObject({
  energyPlanId: requiredText('energyPlanId is required'),
  title: requiredText('title is required'),
});
