import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { clientNetwork } from '../rate-limit/client-network.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import type { Session, SessionListener, SessionManager } from './session.js';

/**
 * Ours: a browser needs one session, so more than 100 new ones an hour from one network is a script
 * filling the store (with the memory store, pushing real visitors' sessions out of it). Counted only
 * when a session is first saved, never for reads. Open when the store is down: nothing could be
 * saved anyway, and each write says so itself.
 * @internal exported for its tests, which drive the limit to its edge
 */
export const NEW_SESSIONS_PER_NETWORK: RateLimitRule = { name: 'new-session', limit: 100, windowSeconds: 3_600, failClosed: false };

/**
 * The session cookie's name in development and tests (plain HTTP).
 * @internal exported for its tests, which read and plant the cookie
 */
export const SESSION_COOKIE = 'warmwise.sid';
/**
 * In production: a browser accepts a `__Host-` cookie only when it is Secure, has Path=/ and no
 * Domain, so neither a sibling subdomain nor a network attacker on plain HTTP can plant or overwrite it.
 * @internal exported for its tests, which read and plant the cookie
 */
export const HOST_ONLY_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The prefix needs Secure, so it goes with secure cookies and no other way. */
const sessionCookieName = (secure: boolean) => (secure ? HOST_ONLY_SESSION_COOKIE : SESSION_COOKIE);

function sessionCookieOptions(secure: boolean): CookieOptions {
  // No maxAge: a browser-session cookie, matching the product's "data held per browser session".
  // No domain: the `__Host-` prefix forbids one, and without it only this host receives the cookie.
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
}

function setSessionCookie(res: Response, session: Session, secure: boolean): void {
  res.cookie(sessionCookieName(secure), session.id, sessionCookieOptions(secure));
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(sessionCookieName(secure), sessionCookieOptions(secure));
}

/** What a session asks of this request: may this client start one, its cookie to set, a store failure to log. */
function listenerFor(req: Request, res: Response, secure: boolean, limiter: RateLimiter, newSessions: RateLimitRule): SessionListener {
  return {
    admitNew: () => limiter.enforce(newSessions, clientNetwork(req.ip ?? '')),
    idChanged: (session) => setSessionCookie(res, session, secure),
    storeFailed: (error) => req.log.warn({ err: error }, 'session store unreachable: the session could not be saved'),
  };
}

/**
 * Loads the visitor's session. A visitor without a (live) cookie gets a new session that is not
 * stored and sets no cookie until something must be remembered (Session.keep). When the store is
 * unreachable the request goes on with a transient session and no cookie change, so look-ups keep
 * working and the visitor's real session is found again once the store is back.
 */
export function sessionMiddleware(manager: SessionManager, secureCookie: boolean, limiter: RateLimiter, newSessionsPerHour = NEW_SESSIONS_PER_NETWORK.limit): RequestHandler {
  const newSessions = { ...NEW_SESSIONS_PER_NETWORK, limit: newSessionsPerHour };
  return async (req, res, next) => {
    const cookie: unknown = req.cookies?.[sessionCookieName(secureCookie)];
    const listener = listenerFor(req, res, secureCookie, limiter, newSessions);
    try {
      const existing = typeof cookie === 'string' ? await manager.load(cookie, listener) : null;
      req.session = existing ?? manager.start(listener);
    } catch (error) {
      req.log.warn({ err: error }, 'session store unreachable: serving with a transient session');
      req.session = manager.transient();
    }
    next();
  };
}
