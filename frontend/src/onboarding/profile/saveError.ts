import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

function bodyMessage(bodyText: string): string | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: the status line below says what happened.
  }
  return null;
}

/** When the server gave no reason of its own that a person could act on. */
export const SAVE_FALLBACK = 'We could not save your home details. Please try again.';

/**
 * Why a save failed, for the log: the server's own message, else 'HTTP {status}: Failed to update
 * property' (or create). The visitor is shown a sentence meant for people instead.
 */
export function saveErrorMessage(error: unknown, verb: 'create' | 'update'): string {
  const fallback = (status: number) => `HTTP ${status}: Failed to ${verb} property`;
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback(200);
  if (ServerError.is(error)) return bodyMessage(error.bodyText) ?? fallback(error.statusCode);
  if (ServerParseError.is(error)) return fallback(error.statusCode);
  return error instanceof Error && error.message ? error.message : `Failed to ${verb} property`;
}
