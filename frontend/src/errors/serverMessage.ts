import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The server's words for a refused request ("Invalid email or password."), written for a person
 * (docs/api.md). Empty for a network or server fault, whose text is not: callers show their fallback.
 */
export function serverMessage(error: unknown): string {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message.trim() ?? '') : '';
}
