import type { RequestHandler, Response } from 'express';
import { contextOf, type RequestContext } from '../context/request-context.js';
import { DomainError, ERROR_STATUS, type ErrorCode } from '../errors/domain-error.js';
import { clientNetwork } from '../rate-limit/client-network.js';
import { RateLimiter, type RateLimitRule } from '../rate-limit/rate-limiter.js';
import type { KeyValueStore } from '../store/key-value-store.js';
import { isWellFormedPartnerKey, partnerKeyHash, sameHash } from './partner-key-secret.js';
import { PartnerKey } from './partner-key.entity.js';
import { countPartnerRequest, rateLimitHeaders, utcDay } from './partner-quota.js';

/** The organisation a request's key belongs to, once the key is checked and the request counted. */
export interface PartnerIdentity {
  id: string;
  organisation: string;
  perMinute: number;
  perDay: number;
  usedToday: number;
}

/**
 * A refusal of the partner API. graphql-js copies an error's own `extensions` onto the GraphQL
 * error, and Apollo Server answers with the status in `extensions.http`: 401, 429 or 503 rather
 * than the 200 the public fields answer errors with.
 */
class PartnerRefusal extends DomainError {
  readonly extensions: { http: { status: number } };

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(code, message, details);
    this.extensions = { http: { status: ERROR_STATUS[code] } };
  }
}

const NO_VALID_KEY = 'The partner API needs a valid API key: send it as `Authorization: Bearer <key>`.';

/**
 * Ours: a partner's integration sends its key; 20 requests in 15 minutes without a valid one from
 * one network is someone trying keys (hopeless at 256 bits, but not to be done unthrottled). Open
 * when the store is down: the key check itself still refuses them.
 */
const WITHOUT_VALID_KEY_PER_NETWORK: RateLimitRule = { name: 'partner-without-key', limit: 20, windowSeconds: 900, failClosed: false };

/**
 * One request's view of the partner API: checks the key the first time a partner field asks (the
 * public fields never do), counts each `partner` field (each alias) against the key's quotas,
 * writes the RateLimit headers, and keeps the day's usage in PostgreSQL.
 */
export class PartnerAccess {
  private key?: Promise<PartnerKey | null>;

  constructor(
    private readonly bearer: string | undefined,
    /** The request's context: its entity manager is made only if a partner field is asked for. */
    private readonly context: RequestContext,
    /** The app's store, which partner fields also cache in. */
    readonly store: KeyValueStore,
    private readonly res: Response,
    /** The client's network, which requests without a valid key are counted by. */
    private readonly network: string,
  ) {}

  /**
   * Admits one use of the `partner` field: each one (an alias is another) counts against the key's
   * quotas, as each costs the server a request's work. The key is looked up once per request.
   */
  partner(): Promise<PartnerIdentity> {
    return this.admit();
  }

  private async admit(): Promise<PartnerIdentity> {
    const key = await (this.key ??= this.activeKey());
    if (!key) {
      await this.countWithoutValidKey();
      this.setHeaders({ 'WWW-Authenticate': 'Bearer realm="partner-api"' });
      throw new PartnerRefusal('UNAUTHENTICATED', NO_VALID_KEY);
    }
    const now = new Date();
    const counted = await countPartnerRequest(this.store, key, now).catch(() => null);
    if (!counted) throw new PartnerRefusal('SERVICE_UNAVAILABLE', 'Quotas cannot be checked for a moment. Please try again shortly.');
    if (!counted.allowed) {
      const { exceeded } = counted;
      this.setHeaders({ ...rateLimitHeaders(key, [exceeded]), 'Retry-After': String(exceeded.resetSeconds) });
      throw new PartnerRefusal('RATE_LIMITED', `This key's quota of ${exceeded.limit} requests a ${exceeded.name} is used up. Please try again in ${exceeded.resetSeconds} seconds.`, {
        retryAfterSeconds: exceeded.resetSeconds,
      });
    }
    this.setHeaders(rateLimitHeaders(key, [counted.minute, counted.day]));
    await this.context.em.getConnection().execute(
      `insert into partner_usage (partner_key_id, day, requests) values (?, ?, 1)
       on conflict (partner_key_id, day) do update set requests = partner_usage.requests + 1`,
      [key.id, utcDay(now)],
    );
    return { id: key.id, organisation: key.organisation, perMinute: key.perMinute, perDay: key.perDay, usedToday: counted.day.used };
  }

  private async countWithoutValidKey(): Promise<void> {
    try {
      await new RateLimiter(this.store).enforce(WITHOUT_VALID_KEY_PER_NETWORK, this.network);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.setHeaders({ 'Retry-After': String(error.details?.retryAfterSeconds) });
      throw new PartnerRefusal(error.code, error.message, error.details);
    }
  }

  /** The key named by the bearer token, unless it is malformed, unknown or revoked (one answer for all three). */
  private async activeKey(): Promise<PartnerKey | null> {
    if (!this.bearer || !isWellFormedPartnerKey(this.bearer)) return null;
    const hash = partnerKeyHash(this.bearer);
    const key = await this.context.em.findOne(PartnerKey, { keyHash: hash });
    return key && sameHash(key.keyHash, hash) && !key.revokedAt ? key : null;
  }

  /** Headers go out with the answer; never after a deferred answer has started streaming. */
  private setHeaders(headers: Record<string, string>) {
    if (!this.res.headersSent) this.res.set(headers);
  }
}

/**
 * Keyed by the request's session control: resolvers are handed a shallow copy of the request
 * context, and this per-request object is one the copy and the original share that costs nothing
 * to make (the entity manager is made on first use, and most GraphQL requests never need it).
 */
const accessByRequest = new WeakMap<RequestContext['sessionControl'], PartnerAccess>();

/** The bearer token of an `Authorization: Bearer <token>` header; undefined for any other. */
function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header ?? '');
  return match?.[1];
}

/** Mounted before the GraphQL handler, behind the request context: gives each request its PartnerAccess. */
export function partnerAccessMiddleware(store: KeyValueStore): RequestHandler {
  return (req, res, next) => {
    const context = contextOf(req);
    accessByRequest.set(context.sessionControl, new PartnerAccess(bearerToken(req.headers.authorization), context, store, res, clientNetwork(req.ip ?? '')));
    next();
  };
}

export function partnerAccessOf(context: RequestContext): PartnerAccess {
  const access = accessByRequest.get(context.sessionControl);
  if (!access) throw new Error('Partner access missing: mount partnerAccessMiddleware before the GraphQL handler');
  return access;
}
