import * as z from 'zod/mini';
import { isRecord } from '../energy-plan/values.js';
import type { InputSchema } from '../validation/schema-check.js';

/** The two tracking calls: POST /api/learn-more-click and POST /api/user-interaction-webhook. */
export type InteractionKind = 'learn_more_click' | 'user_interaction';

/** What a tracking call keeps of one field. */
export type TrackedValue = string | number | boolean | null;

// The fields each tracking call carries (docs/api.md, "Tracking"); anything else is dropped rather than stored.
const FIELDS: Record<InteractionKind, readonly string[]> = {
  learn_more_click: ['propertyId', 'email', 'recommendationTitle', 'recommendationId', 'sessionId', 'source'],
  user_interaction: [
    'email',
    'product_name',
    'product_cost',
    'product_savings',
    'product_description',
    'property_id',
    'address',
    'postcode',
    'quote_request',
    'learn_more',
  ],
};
const VALUE_LIMIT = 500;

/** A field kept as sent (text trimmed and cut to its limit); undefined drops it (lists, objects, NaN). */
function tracked(value: unknown): TrackedValue | undefined {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return value.trim().slice(0, VALUE_LIMIT);
  return undefined;
}

/**
 * A tracking call's body: a JSON object, of which only the call's own fields are kept. Tracking
 * never blocks the visitor, so nothing else is refused.
 */
const interactionSchema = (kind: InteractionKind): InputSchema<Record<string, TrackedValue>> =>
  z.pipe(
    z.custom<Record<string, unknown>>(isRecord, { error: 'The interaction must be a JSON object' }),
    z.transform((body) =>
      Object.fromEntries(
        FIELDS[kind].flatMap((field) => {
          const value = tracked(body[field]);
          return value === undefined ? [] : [[field, value]];
        }),
      ),
    ),
  );

export const interactionSchemas: Record<InteractionKind, InputSchema<Record<string, TrackedValue>>> = {
  learn_more_click: interactionSchema('learn_more_click'),
  user_interaction: interactionSchema('user_interaction'),
};
