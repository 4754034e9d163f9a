import type { EntityManager } from '@mikro-orm/postgresql';
import { SessionControl } from '../accounts/index.js';
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

/** Forks the entity manager and builds the services for each request, before its handlers run. */
export function requestContextMiddleware(rootEm: EntityManager, shared: SharedClients): RequestHandler {
  return (req, res, next) => {
    const em = rootEm.fork();
    const sessionControl = new SessionControl(req, res, shared.secureCookies);
    const services = createServices(em, req.session, shared, { log: req.log, address: req.ip ?? 'unknown', sessionControl });
    req.context = { requestId: String(req.id), log: req.log, em, session: req.session, sessionControl, services };
    next();
  };
}

/** The request's context; only routes mounted behind the context middleware may call it. */
export function contextOf(req: Request): RequestContext {
  if (!req.context) throw new Error('Request context missing: mount the route behind requestContextMiddleware');
  return req.context;
}
