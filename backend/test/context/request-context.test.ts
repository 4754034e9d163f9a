import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { requestContextMiddleware, type RequestContext } from '../../src/context/request-context.js';
import type { SharedClients } from '../../src/context/services.js';

/** What Apollo Server does to the context for each operation (its cloneObject). */
const apolloCopy = <T extends object>(object: T): T => Object.assign(Object.create(Object.getPrototypeOf(object) as object) as T, object);

function contextWithForkCount() {
  let forks = 0;
  const rootEm = { fork: () => ({ forked: ++forks }) } as unknown as EntityManager;
  const req = { id: 'r-1', log: {}, session: { data: {} }, ip: '203.0.113.9' } as unknown as Request;
  requestContextMiddleware(rootEm, { secureCookies: false } as SharedClients)(req, {} as Response, () => undefined);
  return { context: req.context as RequestContext, forks: () => forks };
}

describe('the request context', () => {
  it('makes no entity manager until one is used, even after Apollo copies it', () => {
    const { context, forks } = contextWithForkCount();
    const copy = apolloCopy(context);
    expect(copy.requestId).toBe('r-1');
    expect(forks()).toBe(0);
  });

  it('makes one entity manager for the request, shared by the original and every copy', () => {
    const { context, forks } = contextWithForkCount();
    const copy = apolloCopy(context);
    const fromCopy = copy.em;
    expect(context.em).toBe(fromCopy);
    expect(apolloCopy(context).em).toBe(fromCopy);
    expect(forks()).toBe(1);
  });

  it('builds each service on first use, and forks the entity manager only for one that queries', () => {
    const { context, forks } = contextWithForkCount();
    const { services } = apolloCopy(context);
    expect(services.grants.schemes().length).toBeGreaterThan(0);
    expect(forks()).toBe(0);
    expect(services.properties).toBe(context.services.properties);
    expect(services.plans).toBe(services.plans);
    expect(forks()).toBe(1);
  });
});
