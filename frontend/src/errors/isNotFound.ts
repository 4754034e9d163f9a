import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The server said the thing asked for does not exist (or is not the visitor's, which it answers the same). */
export function isNotFound(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((item) => item.extensions?.code === 'NOT_FOUND');
  return ServerError.is(error) && error.statusCode === 404;
}
