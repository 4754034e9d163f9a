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
 * 192 bits anyway) visibly limited. Open when the store is down.
 */
const SHARED_PLAN_READS_PER_NETWORK: RateLimitRule = { name: 'shared-plan-read', limit: 600, windowSeconds: 3_600, failClosed: false };

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

  /** The property's active link, or a new one. */
  async create(propertyId: string): Promise<IssuedShareLink> {
    const property = await this.properties.get(propertyId);
    const active = await this.em.find(ShareLink, { property, revokedAt: null }, { orderBy: { createdAt: 'desc' } });
    // A link whose token the server can no longer derive (its secret changed) still opens the
    // plan for those who have it, but cannot be shown again: a new one is made beside it.
    const reusable = active.find((link) => this.tokens.hashOf(this.tokens.tokenFor(link.seed)) === link.tokenHash);
    if (reusable) return this.issued(reusable, false);
    await this.limiter.enforce(SHARE_LINKS_PER_NETWORK, this.network);
    const seed = this.tokens.newSeed();
    const link = this.em.create(ShareLink, { property, seed, tokenHash: this.tokens.hashOf(this.tokens.tokenFor(seed)) });
    await this.em.persist(link).flush();
    return this.issued(link, true);
  }

  /** Turns the link off for good; only the owner of its property may. */
  async revoke(token: unknown): Promise<void> {
    const link = await this.activeLink(token);
    if (!link || !this.properties.isOwn(link.property)) throw notFound(SHARE_LINK_NOT_FOUND);
    link.revokedAt = new Date();
    await this.em.flush();
  }

  /** The plan behind an active link, as it is now. */
  async open(token: unknown): Promise<SharedPlan> {
    await this.limiter.enforce(SHARED_PLAN_READS_PER_NETWORK, this.network);
    const link = await this.activeLink(token);
    if (!link) throw notFound(SHARED_PLAN_NOT_FOUND);
    const plan = await this.plans.planFor(link.property);
    return { plan, property: link.property, sharedAt: link.createdAt };
  }

  private async activeLink(token: unknown): Promise<ShareLink | null> {
    if (!this.tokens.isWellFormed(token)) return null;
    return this.em.findOne(ShareLink, { tokenHash: this.tokens.hashOf(token), revokedAt: null }, { populate: ['property'] });
  }

  private issued(link: ShareLink, created: boolean): IssuedShareLink {
    const token = this.tokens.tokenFor(link.seed);
    return { token, url: new URL(`/plan/${token}`, this.publicBaseUrl).href, createdAt: link.createdAt, created };
  }
}
