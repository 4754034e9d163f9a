import { ApolloServer } from '@apollo/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { requestContextMiddleware, type RequestContext } from '../../src/context/request-context.js';
import type { SharedClients } from '../../src/context/services.js';

function contextWithForkCount() {
  let forks = 0;
  const rootEm = { fork: () => ({ forked: ++forks }) } as unknown as EntityManager;
  const req = { id: 'r-1', log: {}, session: { data: {} }, ip: '203.0.113.9' } as unknown as Request;
  requestContextMiddleware(rootEm, { secureCookies: false } as SharedClients)(req, {} as Response, () => undefined);
  return { context: req.context!, forks: () => forks };
}

/** Apollo Server with two root fields that note the context each resolver is given. */
async function apolloNotingContexts() {
  const seen: RequestContext[] = [];
  const note = (_: unknown, __: unknown, context: RequestContext) => {
    seen.push(context);
    return true;
  };
  const apollo = new ApolloServer<RequestContext>({ typeDefs: 'type Query { first: Boolean, second: Boolean }', resolvers: { Query: { first: note, second: note } } });
  await apollo.start();
  return { apollo, seen };
}

describe('the request context', () => {
  it('forks one entity manager per request', () => {
    const first = contextWithForkCount();
    const second = contextWithForkCount();
    expect(first.forks()).toBe(1);
    expect(first.context.em).not.toBe(second.context.em);
  });

  it('gives every operation Apollo Server runs for the request the same entity manager and services', async () => {
    const { context, forks } = contextWithForkCount();
    const { apollo, seen } = await apolloNotingContexts();
    try {
      for (let operation = 0; operation < 2; operation++) {
        const { body } = await apollo.executeOperation({ query: '{ first second }' }, { contextValue: context });
        expect(body.kind === 'single' && body.singleResult.errors).toBeUndefined();
      }
    } finally {
      await apollo.stop();
    }
    expect(seen).toHaveLength(4);
    for (const operationContext of seen) {
      expect(operationContext.requestId).toBe('r-1');
      expect(operationContext.em).toBe(context.em);
      expect(operationContext.services).toBe(context.services);
    }
    expect(forks()).toBe(1);
  });
});
