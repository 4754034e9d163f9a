import type { Request, RequestHandler } from 'express';
import { badInput } from '../errors/domain-error.js';
import { findUnacceptableCharacter, UNACCEPTABLE_CHARACTER_MESSAGE } from './unacceptable-characters.js';

interface Found {
  /**
   * Where the character is, named like every other `field` in our errors: a body field's dotted
   * path (`address`, `variables.input.name`), or `query.postcode`, or `path`.
   */
  where: string;
  what: string;
}

/** Every string (values and keys) in a parsed JSON body or query, walked without recursion so depth cannot overflow the stack. */
function findInValue(root: unknown, rootName: 'query' | 'body'): Found | null {
  // A body field is named by its own path, like the `field` of any other error: `address`, not `body.address`.
  const childOf = (where: string, key: string) => (where === 'body' ? key : `${where}.${key}`);
  const pending: Array<[unknown, string]> = [[root, rootName]];
  while (pending.length > 0) {
    const [value, where] = pending.pop()!;
    if (typeof value === 'string') {
      const what = findUnacceptableCharacter(value);
      if (what) return { where, what };
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const what = findUnacceptableCharacter(key);
        if (what) return { where: `${where} (a field name)`, what };
        pending.push([child, childOf(where, key)]);
      }
    }
  }
  return null;
}

function decodedPath(req: Request): string {
  try {
    return decodeURIComponent(req.path);
  } catch {
    return req.path; // Malformed escapes are Express's to refuse.
  }
}

function findInRequest(req: Request): Found | null {
  const inPath = findUnacceptableCharacter(decodedPath(req));
  if (inPath) return { where: 'path', what: inPath };
  return findInValue(req.query, 'query') ?? findInValue(req.body, 'body');
}

/**
 * Refuses NUL bytes and lone surrogates anywhere in a request (path, query, JSON body, GraphQL
 * variables) before any service sees them: PostgreSQL cannot store either, and letting them through
 * turned a typo into a 500. GraphQL clients get a GraphQL-shaped answer; REST the usual JSON error.
 */
export const refuseUnacceptableCharacters: RequestHandler = (req, res, next) => {
  const found = findInRequest(req);
  if (!found) {
    next();
    return;
  }
  const details = { field: found.where, character: found.what };
  if (req.baseUrl === '/graphql') {
    res.status(400).json({ errors: [{ message: UNACCEPTABLE_CHARACTER_MESSAGE, extensions: { code: 'BAD_USER_INPUT', ...details } }] });
    return;
  }
  next(badInput(UNACCEPTABLE_CHARACTER_MESSAGE, details));
};
