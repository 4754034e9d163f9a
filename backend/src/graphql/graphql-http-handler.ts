import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { RequestHandler } from 'express';
import { contextOf, type RequestContext } from '../context/request-context.js';

/**
 * Hands an Express request to Apollo Server and writes its answer: what @as-integrations/express5
 * does, less its per-request `url.parse` of the whole URL (deprecated, and about a tenth of the
 * server's CPU per GraphQL request in bench:overhead) to find the query string.
 */
export function graphqlHttpHandler(apollo: ApolloServer<RequestContext>): RequestHandler {
  apollo.assertStarted('graphqlHttpHandler()');
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const queryStart = req.url.indexOf('?');
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: queryStart === -1 ? '' : req.url.slice(queryStart), body: req.body },
      context: async () => contextOf(req),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      res.send(answer.body.string);
      return;
    }
    // Incremental delivery (@defer): each part as it is ready.
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
