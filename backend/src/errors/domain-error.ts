/**
 * The one error vocabulary of the server. Services throw these; the REST error handler maps
 * them to an HTTP status and the GraphQL error formatter to `extensions.code`.
 */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badInput = (message: string, details?: Record<string, unknown>) =>
  new DomainError('BAD_USER_INPUT', message, details);

export const notFound = (message: string) => new DomainError('NOT_FOUND', message);

/** What a person sees when something failed on our side; the details go to the log only. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
