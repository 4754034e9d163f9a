import type { CookieOptions, RequestHandler, Response } from 'express';
import type { Session, SessionManager } from './session.js';

export const SESSION_COOKIE = 'warmwise.sid';

export function sessionCookieOptions(secure: boolean): CookieOptions {
  // No maxAge: a browser-session cookie, matching the product's "data held per browser session".
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
}

export function setSessionCookie(res: Response, session: Session, secure: boolean): void {
  res.cookie(SESSION_COOKIE, session.id, sessionCookieOptions(secure));
}

/**
 * Loads the visitor's session, or creates one on their first API call. When the store is
 * unreachable the request goes on with a transient session and no cookie change, so look-ups
 * keep working and the visitor's real session is found again once the store is back.
 */
export function sessionMiddleware(manager: SessionManager, secureCookie: boolean): RequestHandler {
  return async (req, res, next) => {
    const cookie: unknown = req.cookies?.[SESSION_COOKIE];
    try {
      const existing = typeof cookie === 'string' ? await manager.load(cookie) : null;
      const session = existing ?? (await manager.create());
      if (session.isNew) setSessionCookie(res, session, secureCookie);
      req.session = session;
    } catch (error) {
      req.log.warn({ err: error }, 'session store unreachable: serving with a transient session');
      req.session = manager.transient();
    }
    next();
  };
}
