import { randomBytes, randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { clearSessionCookie } from '../session/session.middleware.js';

const SESSION_UNAVAILABLE = "We can't update your session right now. Please try again in a moment.";

/**
 * The device cookie: a random token a browser gets when an account proves itself in it (a sign-in,
 * a reset), so that browser keeps its way in whatever network it shares with a guesser. Not a
 * session: it signs nobody in and names no account; the server keeps only a hash of it with the
 * account's id. `__Host-` in production, for the same reasons as the session cookie.
 * @internal exported for its tests, which read and plant it
 */
export const DEVICE_COOKIE = 'warmwise.device';
const deviceCookieName = (secure: boolean) => (secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE);
/** As long as a known address is remembered. */
const DEVICE_COOKIE_MAX_AGE_MS = 90 * 86_400_000;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

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

  /** The browser's device token, when it sent a well-formed one. */
  deviceToken(): string | undefined {
    const token: unknown = this.req.cookies?.[deviceCookieName(this.secureCookie)];
    return typeof token === 'string' && DEVICE_TOKEN.test(token) ? token : undefined;
  }

  /** The browser's device token, a new one when it has none, (re)set for another 90 days. */
  keepDeviceToken(): string {
    const token = this.deviceToken() ?? randomBytes(32).toString('base64url');
    this.res.cookie(deviceCookieName(this.secureCookie), token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookie,
      path: '/',
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    });
    return token;
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
