import { ServerError } from '@apollo/client/errors';
import { BRAND } from '@warmwise/common';
import { serverMessage } from './serverMessage';

/** When the request never reached us: offline, a dropped connection, a blocked request. */
export const NETWORK_FAILURE_MESSAGE = `We could not reach ${BRAND.productName}. Check your internet connection and try again.`;
/**
 * When our side failed without saying why in words meant for people.
 * @internal exported for its tests, which expect this text
 */
export const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again in a few minutes.';

function bodyMessage(bodyText: string): string {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message.trim();
  } catch {
    // A proxy's HTML error page, or nothing: not words for a householder.
  }
  return '';
}

/**
 * A sentence a householder can act on for any failed request, never the transport's own text
 * ("Failed to fetch", "Response not successful: Received status code 500"). The API writes its
 * refusals for people (docs/api.md), so its words are used when it sent some; else `fallback`, the
 * caller's own sentence for what did not happen.
 */
export function friendlyMessage(error: unknown, fallback: string = SERVER_FAULT_MESSAGE): string {
  const told = serverMessage(error);
  if (told) return told;
  if (ServerError.is(error)) return bodyMessage(error.bodyText) || fallback;
  // Apollo hands fetch's own failure through as it is (a TypeError); anything else unexplained is ours.
  if (error instanceof TypeError) return NETWORK_FAILURE_MESSAGE;
  return fallback;
}
