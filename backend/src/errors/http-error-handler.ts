import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../database/database-unavailable.js';
import { DomainError, ERROR_STATUS, INTERNAL_ERROR_MESSAGE } from './domain-error.js';
import { contentTypeOf, hasBody } from '../http/json-body.js';

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

// body-parser's error types, answered with words a person (or a partner's developer) can act on.
const BODY_ERRORS: Record<string, DomainError> = {
  'entity.parse.failed': new DomainError('BAD_USER_INPUT', 'The request body is not valid JSON.'),
  'entity.too.large': new DomainError('PAYLOAD_TOO_LARGE', 'The request body is too large.'),
  'encoding.unsupported': new DomainError('UNSUPPORTED_MEDIA_TYPE', 'The request body encoding is not supported.'),
  'charset.unsupported': new DomainError('UNSUPPORTED_MEDIA_TYPE', 'The request body charset is not supported.'),
};

function toDomainError(error: unknown): DomainError | undefined {
  if (error instanceof DomainError) return error;
  const bodyError = error as BodyParserError;
  if (bodyError?.type && BODY_ERRORS[bodyError.type]) return BODY_ERRORS[bodyError.type];
  if (bodyError?.status === 404) return new DomainError('NOT_FOUND', 'Not found.');
  if (typeof bodyError?.status === 'number' && bodyError.status >= 400 && bodyError.status < 500) {
    return new DomainError('BAD_USER_INPUT', 'The request could not be understood.');
  }
  return undefined;
}

const DATABASE_RETRY_AFTER_SECONDS = 5;

/** JSON answers for every error: `{ message, code }`, never a stack trace. */
export const jsonErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const known = toDomainError(error);
  if (known) {
    const retryAfter = known.details?.retryAfterSeconds;
    if (typeof retryAfter === 'number') res.set('Retry-After', String(retryAfter));
    res.status(ERROR_STATUS[known.code]).json({ message: known.message, code: known.code, ...known.details });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    // Not a bug: PostgreSQL is stopped or restarting. The pool reconnects on its own; the client may retry.
    req.log.warn({ err: error }, 'database unavailable');
    res.status(ERROR_STATUS.SERVICE_UNAVAILABLE).set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).json({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    return;
  }
  req.log.error({ err: error }, 'unhandled error');
  res.status(500).json({ message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL_SERVER_ERROR', requestId: req.id });
};

/** Unknown /api paths answer 404 JSON rather than the single-page app's HTML. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API endpoint at ${req.method} ${req.originalUrl}.`, code: 'NOT_FOUND' });
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes accept JSON only: a plain HTML form cannot send it cross-site without a CORS
 * preflight, which closes the classic CSRF hole, and clients get a clear 415 otherwise.
 */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (BODY_METHODS.has(req.method) && hasBody(req) && contentTypeOf(req.headers['content-type']).mediaType !== 'application/json') {
    next(new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json).'));
    return;
  }
  next();
};
