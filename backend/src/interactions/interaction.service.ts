import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../errors/domain-error.js';
import type { InteractionWebhook } from '../jobs/interaction-webhook.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import type { Session } from '../session/session.js';
import { InteractionEvent, type InteractionKind } from './interaction-event.entity.js';

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
// Ours: a person clicks a few dozen times a session; 300 an hour is a script.
const INTERACTION_RATE_LIMIT: RateLimitRule = { name: 'interaction', limit: 300, windowSeconds: 3_600, failClosed: false };

type Scalar = string | number | boolean | null;

function scalar(value: unknown): Scalar | undefined {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return value.trim().slice(0, VALUE_LIMIT);
  return undefined;
}

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

  async record(kind: InteractionKind, payload: unknown): Promise<InteractionEvent> {
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      throw badInput('The interaction must be a JSON object');
    }
    await this.limiter.enforce(INTERACTION_RATE_LIMIT, this.requester);
    await this.session.keep("We can't record this right now. Please try again in a moment.");
    const body = payload as Record<string, unknown>;
    const kept: Record<string, Scalar> = {};
    for (const field of FIELDS[kind]) {
      const value = scalar(body[field]);
      if (value !== undefined) kept[field] = value;
    }
    const event = this.em.create(InteractionEvent, { ownerVisitorId: this.session.data.visitorId, kind, payload: kept });
    await this.em.transactional(async (tx) => {
      tx.persist(event);
      await tx.flush();
      await this.webhook.forward({ type: 'interaction', id: event.id, occurredAt: event.createdAt.toISOString(), data: { kind, ...kept } }, tx);
    });
    return event;
  }
}
