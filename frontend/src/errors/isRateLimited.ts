import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The server refused the request under one of its limits (its message says which, and how long to wait). */
export function isRateLimited(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((item) => item.extensions?.code === 'RATE_LIMITED');
  return ServerError.is(error) && error.statusCode === 429;
}
