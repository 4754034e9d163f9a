import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { GrantsSubmission } from '../grants/grants-submission.entity.js';
import { InteractionEvent } from '../interactions/interaction-event.entity.js';
import { EnergyPlan } from '../plans/energy-plan.entity.js';
import { Property } from '../properties/property.entity.js';
import { QuoteRequest } from '../quotes/quote-request.entity.js';

/**
 * Every entity owned by a visitor id (its `ownerVisitorId`). Recommendations belong to their plan.
 * A new owned entity must be added here, or it stays behind when a visitor signs in.
 */
const OWNED_BY_VISITOR = [Property, EnergyPlan, QuoteRequest, GrantsSubmission, ContactMessage, InteractionEvent] as const;

/** Hands everything one visitor saved to another; run inside the caller's transaction. */
export async function moveVisitorRows(em: EntityManager, from: string, to: string): Promise<void> {
  for (const entity of OWNED_BY_VISITOR) {
    await em.nativeUpdate<{ ownerVisitorId: string }>(entity, { ownerVisitorId: from }, { ownerVisitorId: to });
  }
}
