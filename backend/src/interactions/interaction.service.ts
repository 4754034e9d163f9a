import type { EntityManager } from '@mikro-orm/postgresql';
import type { InteractionKind, TrackedValue } from '@warmwise/common';
import type { InteractionWebhook } from '../jobs/interaction-webhook.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import type { Session } from '../session/session.js';
import { InteractionEvent } from './interaction-event.entity.js';

// Ours: a person clicks a few dozen times a session; 300 an hour is a script.
const INTERACTION_RATE_LIMIT: RateLimitRule = { name: 'interaction', limit: 300, windowSeconds: 3_600, failClosed: false };

/**
 * Tracking the client reports; it never blocks the visitor, so callers only log failures. Each event
 * is forwarded to the team's CRM when a webhook is configured, committed with the row.
 */
export class InteractionService {
  constructor(
    private readonly em: EntityManager,
    private readonly session: Session,
    private readonly limiter: RateLimiter,
    private readonly webhook: InteractionWebhook,
    /** Who is asking, for the rate limit: their network address (a cookie is too easy to drop). */
    private readonly requester: string,
  ) {}

  /** `kept`: the call's own fields, as its schema keeps them. */
  async record(kind: InteractionKind, kept: Record<string, TrackedValue>): Promise<InteractionEvent> {
    await this.limiter.enforce(INTERACTION_RATE_LIMIT, this.requester);
    await this.session.keep("We can't record this right now. Please try again in a moment.");
    const event = this.em.create(InteractionEvent, { ownerVisitorId: this.session.data.visitorId, kind, payload: kept });
    await this.em.transactional(async (tx) => {
      tx.persist(event);
      await tx.flush();
      await this.webhook.forward({ type: 'interaction', id: event.id, occurredAt: event.createdAt.toISOString(), data: { kind, ...kept } }, tx);
    });
    return event;
  }
}
