import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { clearSessionCookie } from '../session/session.middleware.js';

const SESSION_UNAVAILABLE = "We can't update your session right now. Please try again in a moment.";

/**
 * What a service may do to the visitor's session and cookie: sign in, sign out, start anew.
 * One object per request, so GraphQL and REST change sessions the same way.
 */
export class SessionControl {
  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly secureCookie: boolean,
  ) {}

  /**
   * Makes the session act for the user and moves it to a new id (and cookie), so an id planted
   * or seen before sign-in is worthless after it.
   */
  async signIn(user: { id: string; visitorId: string }): Promise<void> {
    const session = this.req.session;
    Object.assign(session.data, { userId: user.id, visitorId: user.visitorId, signedInAt: new Date().toISOString() });
    await session.rotate();
  }

  /** Ends the session in the store and in the browser; the account's data stays with the account. */
  async signOut(): Promise<void> {
    await this.req.session.end();
    clearSessionCookie(this.res, this.secureCookie);
  }

  /**
   * Turns the session into a new anonymous visitor (its consent kept): for a sign-in that was ended
   * elsewhere, and for the session that just handed its visitor id to a new account. Either way the
   * session must no longer reach the account's rows without signing in.
   */
  async startAnew(): Promise<void> {
    const session = this.req.session;
    session.data = { consent: session.data.consent, createdAt: session.data.createdAt, visitorId: randomUUID() };
    if (session.stored) await session.keep(SESSION_UNAVAILABLE);
  }
}
