import type { ErrorInfo } from 'react';

/**
 * Where crashes go. There is no error-tracking service yet, so the console is the log; keeping
 * one function means adding one later is a one-line change.
 */
export function reportError(error: unknown, info?: ErrorInfo): void {
  console.error('[warmwise] unhandled rendering error', error, info?.componentStack ?? '');
}
