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

/**
 * The entity manager and the services are made on first use: many requests (the grant schemes, a
 * refused one) never touch them. They are getters on the class, over a holder the object owns, so
 * that Apollo's shallow copy of the context for each operation (Object.assign, which would call
 * getters defined on the object itself) shares them instead of making them.
 */
class LazyRequestContext implements RequestContext {
  constructor(
    readonly requestId: string,
    readonly log: Logger,
    readonly session: Session,
    readonly sessionControl: SessionControl,
    private readonly made: { em: () => EntityManager; services: () => Services },
  ) {}

  get em(): EntityManager {
    return this.made.em();
  }

  get services(): Services {
    return this.made.services();
  }
}

export function requestContextMiddleware(rootEm: EntityManager, shared: SharedClients): RequestHandler {
  return (req, res, next) => {
    const sessionControl = new SessionControl(req, res, shared.secureCookies);
    let em: EntityManager | undefined;
    let services: Services | undefined;
    const made = {
      em: () => (em ??= rootEm.fork()),
      services: () => (services ??= createServices(made.em, req.session, shared, { log: req.log, address: req.ip ?? 'unknown', sessionControl })),
    };
    req.context = new LazyRequestContext(String(req.id), req.log, req.session, sessionControl, made);
    next();
  };
}

/** The request's context; only routes mounted behind the context middleware may call it. */
export function contextOf(req: Request): RequestContext {
  if (!req.context) throw new Error('Request context missing: mount the route behind requestContextMiddleware');
  return req.context;
}
