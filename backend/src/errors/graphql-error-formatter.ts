import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../database/database-unavailable.js';
import type { Logger } from '../logging/logger.js';
import { DomainError, INTERNAL_ERROR_MESSAGE } from './domain-error.js';

// Codes raised by GraphQL itself or Apollo (bad query, bad variables, CSRF): the message is safe to show.
const FRAMEWORK_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** Maps domain errors to `extensions.code`; hides and logs everything unexpected. */
export function graphqlErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) {
      return {
        message: original.message,
        path: formatted.path,
        extensions: { code: original.code, ...original.details },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && FRAMEWORK_CODES.has(code)) return formatted;
    if (isDatabaseUnavailable(original)) {
      // As for REST: PostgreSQL is stopped or restarting, not a bug; the client may try again.
      logger.warn({ err: original, path: formatted.path }, 'database unavailable');
      return { message: DATABASE_UNAVAILABLE_MESSAGE, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } };
    }
    logger.error({ err: original, path: formatted.path }, 'unhandled GraphQL error');
    return { message: INTERNAL_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
