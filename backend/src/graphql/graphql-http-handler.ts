import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { RequestHandler } from 'express';
import { contextOf, type RequestContext } from '../context/request-context.js';
import type { documentBudget } from './limits/document-budget.js';

/** JSON, or undefined where Apollo Server will refuse it itself (a malformed GET parameter). */
function jsonParameter(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The operation and extensions of a JSON POST, or of a GET's query string. */
function operationOf(method: string, body: unknown, search: string): { query?: unknown; extensions?: unknown } {
  if (method === 'GET') {
    const params = new URLSearchParams(search);
    return { query: params.get('query') ?? undefined, extensions: jsonParameter(params.get('extensions')) };
  }
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
}

/**
 * Hands an Express request to Apollo Server and writes its answer: what @as-integrations/express5
 * does, less its per-request `url.parse` of the whole URL (deprecated, and about a tenth of the
 * server's CPU per GraphQL request in bench:overhead) to find the query string.
 */
export function graphqlHttpHandler(apollo: ApolloServer<RequestContext>, budget: ReturnType<typeof documentBudget>): RequestHandler {
  apollo.assertStarted('graphqlHttpHandler()');
  return async (req, res) => {
    const queryStart = req.url.indexOf('?');
    const search = queryStart === -1 ? '' : req.url.slice(queryStart);
    const refusals = budget(operationOf(req.method, req.body, search));
    if (refusals.length > 0) {
      res.status(400).json({ errors: refusals.map(({ message, code }) => ({ message, extensions: { code } })) });
      return;
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search, body: req.body },
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
