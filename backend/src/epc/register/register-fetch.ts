import { cappedText } from '../../http/body-chunks.js';
import type { RegisterApi } from './register-api.js';
import { RegisterFormatError, type RegisterTable } from './register-table.js';

/** The register answered with an HTTP error status. */
class RegisterHttpError extends Error {
  constructor(readonly status: number) {
    super(`register answered HTTP ${status}`);
    this.name = 'RegisterHttpError';
  }
}

/** An answer larger than any postcode's certificates could be: refused rather than buffered. */
const MAX_BODY_BYTES = 50_000_000;

/** Asks one register for a postcode; `signal` bounds the request and the reading of the body. */
export async function fetchRegisterTable(api: RegisterApi, postcode: string, signal: AbortSignal): Promise<RegisterTable> {
  const { url, headers } = api.request(postcode);
  const response = await fetch(url, { headers, signal });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new RegisterHttpError(response.status);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw new RegisterFormatError(`answer too large (${declared} bytes)`);
  }
  const body = await cappedText(response.body, signal, MAX_BODY_BYTES, () => new RegisterFormatError(`answer larger than ${MAX_BODY_BYTES} bytes`));
  return api.parse(body, response.headers.get('content-type'));
}

/** A short, credential-free reason for the logs. */
export function failureReason(error: unknown): string {
  if (error instanceof RegisterHttpError) return `HTTP ${error.status}`;
  if (error instanceof RegisterFormatError) return `unreadable answer: ${error.message}`;
  // Checked by name: the abort reason is a DOMException, not always an Error of this realm.
  const { name, message, cause } = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    message?: unknown;
    cause?: { code?: unknown };
  };
  if (name === 'TimeoutError' || name === 'AbortError') return 'timed out';
  if (typeof message !== 'string') return String(error);
  return typeof cause?.code === 'string' ? `${message} (${cause.code})` : message;
}

/**
 * Whether the failure says the register is unusable for now (down, slow, refusing our
 * credentials), so other postcodes should not wait on it either; a 400 or 404 concerns only
 * the postcode asked for.
 */
export function isOutage(error: unknown): boolean {
  return !(error instanceof RegisterHttpError && (error.status === 400 || error.status === 404));
}
