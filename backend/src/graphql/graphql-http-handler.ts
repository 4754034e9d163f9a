import type { ApolloServer } from '@apollo/server';
import { isRecord } from '@warmwise/common';
import { expressMiddleware } from '@as-integrations/express5';
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
  return isRecord(body) ? body : {};
}

/** Refuses, with 400, a document over the budget before Apollo Server parses it. */
function refuseOverBudget(budget: ReturnType<typeof documentBudget>): RequestHandler {
  return (req, res, next) => {
    const queryStart = req.url.indexOf('?');
    const refusals = budget(operationOf(req.method, req.body, queryStart === -1 ? '' : req.url.slice(queryStart)));
    if (refusals.length === 0) return next();
    res.status(400).json({ errors: refusals.map(({ message, code }) => ({ message, extensions: { code } })) });
  };
}

/**
 * GraphQL over HTTP: the document budget, then Apollo Server's Express integration, which writes
 * each part of an incremental (@defer) answer as it is ready and flushes it through `compression`.
 */
export function graphqlHttpHandler(apollo: ApolloServer<RequestContext>, budget: ReturnType<typeof documentBudget>): RequestHandler[] {
  return [refuseOverBudget(budget), expressMiddleware(apollo, { context: async ({ req }) => contextOf(req) })];
}
