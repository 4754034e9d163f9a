import type { EntityManager } from '@mikro-orm/postgresql';
import { SessionControl } from '../accounts/session-control.js';
import type { Request, RequestHandler } from 'express';
import type { Logger } from '../logging/logger.js';
import type { Session } from '../session/session.js';
import { createServices, type Services, type SharedClients } from './services.js';

/**
 * Everything one request needs, built once and shared by GraphQL resolvers and REST
 * handlers alike: its own entity manager (a fresh fork), the visitor's session, a logger
 * carrying the request id, and the services bound to them.
 */
export interface RequestContext {
  requestId: string;
  log: Logger;
  em: EntityManager;
  session: Session;
  /** Sign-in and sign-out for both transports (they change the session id and the cookie). */
  sessionControl: SessionControl;
  services: Services;
}

export function requestContextMiddleware(rootEm: EntityManager, shared: SharedClients): RequestHandler {
  return (req, res, next) => {
    const sessionControl = new SessionControl(req, res, shared.secureCookies);
    // The entity manager and the services are made on first use: many requests (the grant
    // schemes, a look-up answered from the cache, a refused one) never touch them.
    let em: EntityManager | undefined;
    let services: Services | undefined;
    req.context = {
      requestId: String(req.id),
      log: req.log,
      get em() {
        return (em ??= rootEm.fork());
      },
      session: req.session,
      sessionControl,
      get services() {
        return (services ??= createServices(this.em, req.session, shared, { log: req.log, address: req.ip ?? 'unknown', sessionControl }));
      },
    };
    next();
  };
}

/** The request's context; only routes mounted behind the context middleware may call it. */
export function contextOf(req: Request): RequestContext {
  if (!req.context) throw new Error('Request context missing: mount the route behind requestContextMiddleware');
  return req.context;
}
