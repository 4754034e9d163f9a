import type { Response } from 'express';
import type { DomainError } from './domain-error.js';

/**
 * A failure in the `{ success: false, message, code }` shape the public shared-plan paths answer
 * in (the rest of the API answers `{ message, code }` from the error handler).
 */
export function answerFailure(res: Response, error: DomainError): void {
  const retryAfter = error.details?.retryAfterSeconds;
  if (typeof retryAfter === 'number') res.set('Retry-After', String(retryAfter));
  res.status(error.status).json({ success: false, message: error.message, code: error.code });
}
