import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { moveVisitorRows } from '../accounts/index.js';
import { RESUME_LINK_DAYS } from '@warmwise/common';
import { badInput, DomainError, notFound } from '../errors/domain-error.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { askerMayMail } from '../mail/recipient-allowance.js';
import { Property } from '../properties/index.js';
import type { PropertyService } from '../properties/property.service.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import type { Session } from '../session/session.js';
import { ResumeLink } from './resume-link.entity.js';
import { resumeLinkMail } from './resume-mail.js';
import { isResumeToken, newResumeToken, resumeTokenHash } from './resume-tokens.js';

/** What every dead link answers: unknown, mistyped, turned off, expired or now an account's. */
const RESUME_LINK_GONE = 'This link has expired or been turned off. Start a new plan, or sign in if you saved it to an account.';
const KEPT_IN_ACCOUNT = 'Your plan is kept in your account: sign in on any browser to see it.';
const SESSION_UNAVAILABLE = "We can't open your plan right now. Please try again in a moment.";

/**
 * Ours: a person opens their link a few times a day on their own devices; 30 an hour from one
 * network leaves room for a household and makes guessing (hopeless at 192 bits) visibly limited.
 * Open when the store is down: the token alone is the protection.
 */
const RESUME_OPENS_PER_NETWORK: RateLimitRule = { name: 'resume-open', limit: 30, windowSeconds: 3_600, failClosed: false };
/** Ours: a visitor makes a link or two; more than 20 an hour from one network is a script filling the table. */
const RESUME_LINKS_PER_NETWORK: RateLimitRule = { name: 'resume-link', limit: 20, windowSeconds: 3_600, failClosed: false };
/**
 * Ours: a person mails themselves a link now and then; 3 an hour to one address, whoever asks, so
 * the button cannot flood an inbox. Past it the answer stays the same and nothing is sent.
 */
const RESUME_MAILS_PER_RECIPIENT: RateLimitRule = { name: 'mail-resume-link', limit: 3, windowSeconds: 3_600, failClosed: true };

export interface IssuedResumeLink {
  token: string;
  url: string;
  expiresAt: Date;
}

export interface ResumedVisit {
  /** The visitor's newest home, or null when they never finished one. */
  propertyId: string | null;
}

/**
 * Private links that hand an anonymous visitor's plans, editable, to another browser. Opening one
 * moves everything the visitor saved to the opening browser's own visitor, and turns off every
 * link to the old one: whoever made or mailed the link (and every other browser of
 * the old visitor) can read nothing from then on, so a link planted on someone collects nothing
 * they go on to enter. A link never leads into an account (its holder signs in instead), so a
 * session opened by a link stays anonymous and a password reset still ends every session that can
 * reach an account.
 */
export class ResumeLinkService {
  constructor(
    private readonly em: EntityManager,
    private readonly session: Session,
    private readonly properties: PropertyService,
    private readonly mail: MailQueue,
    private readonly limiter: RateLimiter,
    /** Where links point: the app's public address. */
    private readonly publicBaseUrl: string,
    /** The client's network, which links made, mailed and opened are counted by. */
    private readonly network: string,
  ) {}

  /** A new link for this visitor; a signed-in visitor's plans are kept in the account instead. */
  async create(): Promise<IssuedResumeLink> {
    if (this.session.data.userId) throw badInput(KEPT_IN_ACCOUNT);
    await this.limiter.enforce(RESUME_LINKS_PER_NETWORK, this.network);
    await this.session.keep("We can't make a link right now. Please try again in a moment.");
    return this.issue(this.em);
  }

  /**
   * A link for an anonymous visitor, made inside the caller's transaction (the welcome mail's), or
   * null for a signed-in one. The session is kept, so the plan the visitor goes on to build is found;
   * when it cannot be (the store is down, or this network starts too many sessions) there is no
   * link either, and the mail still goes with the plan page's address.
   */
  async issueForMail(em: EntityManager): Promise<IssuedResumeLink | null> {
    if (this.session.data.userId) return null;
    try {
      await this.session.keep(SESSION_UNAVAILABLE);
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
    return this.issue(em);
  }

  /**
   * Mails a link to the visitor's plan. The answer never changes, so it says nothing about the
   * address: a signed-in visitor, one without a plan, or a recipient past their allowance get nothing.
   */
  async email({ email }: { email: string }): Promise<void> {
    await this.limiter.enforce(RESUME_LINKS_PER_NETWORK, this.network);
    if (this.session.data.userId || (await this.properties.listOwn()).length === 0) return;
    if (!(await askerMayMail(this.limiter, RESUME_MAILS_PER_RECIPIENT, email, this.session.data.visitorId, { one: 'a link', many: 'links' }))) return;
    await this.em.transactional(async (tx) => {
      const link = await this.issue(tx);
      await this.mail.enqueue([resumeLinkMail(email, link)], { em: tx });
    });
  }

  /** Turns every link to this visitor's plans off for good; how many were live. */
  async revokeAll(): Promise<number> {
    if (this.session.data.userId) return 0;
    return this.em.nativeUpdate(ResumeLink, { visitorId: this.session.data.visitorId, revokedAt: null }, { revokedAt: new Date() });
  }

  /**
   * Hands the link's plans to this browser, on a new session id, and answers with the newest home.
   * They join the browser's own homes, which are never merged the other way, into the link's
   * visitor (a signed-in browser gets a new anonymous visitor instead: a link never reaches an
   * account). A visitor with no home yet has nothing to hand over, and this browser stays as it
   * was (the link stays live for when a plan exists). The browser the link was made in opens it as
   * itself, and nothing moves. Every dead link, and one another browser has just opened, takes the
   * same path to the same 404, so the answer tells nothing about why.
   */
  async open(token: unknown): Promise<ResumedVisit> {
    await this.limiter.enforce(RESUME_OPENS_PER_NETWORK, this.network);
    const visitorId = await liveResumeVisitor(this.em, token);
    const tokenHash = isResumeToken(token) ? resumeTokenHash(token) : '';
    if (!visitorId) throw notFound(RESUME_LINK_GONE);
    const newest = await this.em.findOne(Property, { ownerVisitorId: visitorId }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    if (!newest || visitorId === this.session.data.visitorId) return { propertyId: newest?.id ?? null };
    const knownId = this.session.stored;
    await this.handOver(tokenHash, visitorId);
    // An id this browser already held must not carry over to the plans it now holds.
    if (knownId) await this.session.rotate();
    return { propertyId: newest.id };
  }

  /**
   * Turns the link and every other link to the old visitor off and moves the old visitor's rows to
   * this session's visitor, in one transaction: plans handed to a visitor no session holds would
   * be lost, so a session that cannot be kept undoes it all, and the browser keeps what it had. The link's row is updated first, so of two browsers opening one link
   * at once the second waits, finds it off, and gets the 404.
   */
  private async handOver(tokenHash: string, from: string): Promise<void> {
    const previous = this.session.data;
    try {
      await this.em.transactional(async (tx) => {
        const now = new Date();
        if ((await tx.nativeUpdate(ResumeLink, { tokenHash, revokedAt: null }, { revokedAt: now })) === 0) throw notFound(RESUME_LINK_GONE);
        await tx.nativeUpdate(ResumeLink, { visitorId: from, revokedAt: null }, { revokedAt: now });
        if (previous.userId) this.session.data = { ...(previous.consent && { consent: previous.consent }), createdAt: now.toISOString(), visitorId: randomUUID() };
        await moveVisitorRows(tx, from, this.session.data.visitorId);
        await this.session.keep(SESSION_UNAVAILABLE);
      });
    } catch (error) {
      if (this.session.data !== previous) {
        this.session.data = previous;
        await this.session.keep(SESSION_UNAVAILABLE).catch(() => undefined);
      }
      throw error;
    }
  }

  private async issue(em: EntityManager): Promise<IssuedResumeLink> {
    const token = newResumeToken();
    const expiresAt = new Date(Date.now() + RESUME_LINK_DAYS * 86_400_000);
    em.create(ResumeLink, { visitorId: this.session.data.visitorId, tokenHash: resumeTokenHash(token), expiresAt });
    await em.flush();
    return { token, url: new URL(`/resume/${token}`, this.publicBaseUrl).href, expiresAt };
  }
}

/**
 * The visitor behind a live link, or null: one query, whatever the reason it is not (unknown,
 * mistyped, turned off, expired or now an account's). Reads only.
 */
export async function liveResumeVisitor(em: EntityManager, token: unknown): Promise<string | null> {
  if (!isResumeToken(token)) return null;
  const [row] = await em.getConnection().execute<Array<{ visitorId: string }>>(
    `select r.visitor_id as "visitorId" from resume_link r
      where r.token_hash = ? and r.revoked_at is null and r.expires_at > now()
        and not exists (select 1 from app_user u where u.visitor_id = r.visitor_id)`,
    [resumeTokenHash(token)],
  );
  return row?.visitorId ?? null;
}
