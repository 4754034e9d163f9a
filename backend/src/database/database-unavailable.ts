import { ConnectionException } from '@mikro-orm/core';

/** What a person sees while PostgreSQL cannot be reached: nothing was saved, and trying again will work. */
export const DATABASE_UNAVAILABLE_MESSAGE = "We're briefly unavailable, so nothing was saved. Please try again in a moment.";

// PostgreSQL SQLSTATEs meaning "the server went away or is not accepting work yet", not "your query was wrong":
// class 08 (connection exception), admin/crash shutdown and "the database system is starting up / shutting down".
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
// Socket errors while connecting or talking to the server.
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// node-postgres reports a dropped or unusable connection with these messages and no code.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

// Duck-typed rather than `instanceof Error`: socket errors come from Node's own realm, which is
// not the realm of the code under a test runner's module sandbox.
const isErrorLike = (value: unknown): value is ErrorLike => typeof value === 'object' && value !== null;

/**
 * True when an error means PostgreSQL is unreachable (stopped, restarting, network gone) rather
 * than a bug: the request can be answered 503 and retried once the pool reconnects.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; isErrorLike(current) && depth < 5; current = current.cause, depth++) {
    if (current instanceof ConnectionException) return true;
    const { code, message, errors } = current;
    if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => message.includes(known))) return true;
    // A connection attempt to several addresses (IPv4 and IPv6) fails with one error per address.
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
