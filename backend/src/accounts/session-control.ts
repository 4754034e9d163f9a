import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { newSessionData, type SessionManager } from '../session/session.js';
import { SESSION_COOKIE, sessionCookieOptions, setSessionCookie } from '../session/session.middleware.js';

/**
 * What a service may do to the visitor's session and cookie: sign in, sign out, start anew.
 * One object per request, so GraphQL and REST change sessions the same way.
 */
export class SessionControl {
  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly sessions: SessionManager,
    private readonly secureCookie: boolean,
  ) {}

  /**
   * Makes the session act for the user and moves it to a new id (and cookie), so an id planted
   * or seen before sign-in is worthless after it.
   */
  async signIn(user: { id: string; visitorId: string }): Promise<void> {
    const session = this.req.session;
    Object.assign(session.data, { userId: user.id, visitorId: user.visitorId, signedInAt: new Date().toISOString() });
    const fresh = await this.sessions.regenerate(session);
    this.req.session = fresh;
    if (this.req.context) this.req.context.session = fresh;
    setSessionCookie(this.res, fresh, this.secureCookie);
  }

  /** Ends the session in the store and in the browser; the account's data stays with the account. */
  async signOut(): Promise<void> {
    const session = this.req.session;
    if (session.stored) await this.sessions.destroy(session);
    // Nothing later in this request may act for the user.
    session.data = newSessionData();
    this.res.clearCookie(SESSION_COOKIE, sessionCookieOptions(this.secureCookie));
  }

  /**
   * Turns the session into a new anonymous visitor (its consent kept): for a sign-in that was ended
   * elsewhere, and for the session that just handed its visitor id to a new account. Either way the
   * session must no longer reach the account's rows without signing in.
   */
  async startAnew(): Promise<void> {
    const session = this.req.session;
    session.data = { consent: session.data.consent, createdAt: session.data.createdAt, visitorId: randomUUID() };
    if (session.stored) await this.sessions.save(session);
  }
}
