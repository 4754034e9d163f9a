import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../errors/domain-error.js';
import type { EnergyPlan } from '../plans/energy-plan.entity.js';
import type { EnergyPlanService } from '../plans/energy-plan.service.js';
import type { Property } from '../properties/property.entity.js';
import type { PropertyService } from '../properties/property.service.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import { ShareLink } from './share-link.entity.js';
import type { ShareTokens } from './share-tokens.js';

const SHARED_PLAN_NOT_FOUND = 'This energy plan could not be found. The link may have been mistyped or turned off by its owner.';
const SHARE_LINK_NOT_FOUND = 'Share link not found';

/**
 * Ours: a householder makes a link or two; more than 30 an hour from one network is a script
 * (each "stop sharing" and "share" again makes a new row).
 */
const SHARE_LINKS_PER_NETWORK: RateLimitRule = { name: 'share-link', limit: 30, windowSeconds: 3_600, failClosed: false };
/**
 * Opening shared plans: a family passing a link round opens it a few times; 600 an hour from one
 * network leaves room for an office behind one address while making token guessing (hopeless at
 * 192 bits anyway) visibly limited. Open when the store is down. The /plan/{token} page counts
 * here too: its preview tells a live link from a dead one.
 */
export const SHARED_PLAN_READS_PER_NETWORK: RateLimitRule = { name: 'shared-plan-read', limit: 600, windowSeconds: 3_600, failClosed: false };

export interface IssuedShareLink {
  token: string;
  url: string;
  createdAt: Date;
  /** False when the property's active link was handed out again. */
  created: boolean;
}

export interface SharedPlan {
  plan: EnergyPlan;
  property: Property;
  /** When the link was made. */
  sharedAt: Date;
}

/**
 * Read-only links to a property's plan. Only the property's owner makes or turns off its link
 * (another visitor's attempt answers like an unknown link); anyone holding an active link reads
 * the plan as it is now, so later edits show.
 */
export class ShareLinkService {
  constructor(
    private readonly em: EntityManager,
    private readonly properties: PropertyService,
    private readonly plans: EnergyPlanService,
    private readonly tokens: ShareTokens,
    private readonly limiter: RateLimiter,
    /** Where links point: the app's public address. */
    private readonly publicBaseUrl: string,
    /** The client's network, which creations and reads are counted by. */
    private readonly network: string,
  ) {}

  /**
   * The property's active link, or a new one. The database holds one active link per property, so
   * parallel requests agree on one: the insert that loses answers with the link that won.
   */
  async create(propertyId: string): Promise<IssuedShareLink> {
    const property = await this.properties.get(propertyId);
    const active = await this.activeLinkOf(property);
    if (active && this.tokens.hashOf(this.tokens.tokenFor(active.seed)) === active.tokenHash) return this.issued(active, false);
    await this.limiter.enforce(SHARE_LINKS_PER_NETWORK, this.network);
    // A link whose token the server can no longer derive (its secret changed) cannot be shown to
    // its owner again, who could then never turn it off: it is turned off and replaced.
    if (active) await this.em.nativeUpdate(ShareLink, { id: active.id }, { revokedAt: new Date() });
    const seed = this.tokens.newSeed();
    const [made] = await this.em.getConnection().execute<Array<{ createdAt: string }>>(
      `insert into share_link (id, property_id, seed, token_hash) values (?, ?, ?, ?)
       on conflict (property_id) where revoked_at is null do nothing returning created_at as "createdAt"`,
      [randomUUID(), property.id, seed, this.tokens.hashOf(this.tokens.tokenFor(seed))],
    );
    if (made) return this.issued({ seed, createdAt: new Date(made.createdAt) }, true);
    const winner = await this.activeLinkOf(property);
    if (!winner) throw notFound(SHARE_LINK_NOT_FOUND);
    return this.issued(winner, false);
  }

  /** Turns sharing of the link's property off for good, every active link of it; only the owner of the property may. */
  async revoke(token: unknown): Promise<void> {
    const link = await this.activeLink(token);
    if (!link || !this.properties.isOwn(link.property)) throw notFound(SHARE_LINK_NOT_FOUND);
    await this.em.nativeUpdate(ShareLink, { property: link.property, revokedAt: null }, { revokedAt: new Date() });
  }

  /** The plan behind an active link, as it is now. */
  async open(token: unknown): Promise<SharedPlan> {
    await this.limiter.enforce(SHARED_PLAN_READS_PER_NETWORK, this.network);
    const link = await this.activeLink(token);
    if (!link) throw notFound(SHARED_PLAN_NOT_FOUND);
    const plan = await this.plans.sharedPlanFor(link.property);
    return { plan, property: link.property, sharedAt: link.createdAt };
  }

  private async activeLink(token: unknown): Promise<ShareLink | null> {
    if (!this.tokens.isWellFormed(token)) return null;
    return this.em.findOne(ShareLink, { tokenHash: this.tokens.hashOf(token), revokedAt: null }, { populate: ['property'] });
  }

  private activeLinkOf(property: Property): Promise<ShareLink | null> {
    return this.em.findOne(ShareLink, { property, revokedAt: null }, { refresh: true });
  }

  private issued(link: Pick<ShareLink, 'seed' | 'createdAt'>, created: boolean): IssuedShareLink {
    const token = this.tokens.tokenFor(link.seed);
    return { token, url: new URL(`/plan/${token}`, this.publicBaseUrl).href, createdAt: link.createdAt, created };
  }
}
