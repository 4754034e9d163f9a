import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../logging/logger.js';
import type { MailQueue } from '../mail/mail-queue.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { Session } from '../session/session.js';
import type { KeyValueStore } from '../store/key-value-store.js';
import type { CodeHasher } from './codes.js';
import type { SessionControl } from './session-control.js';

/** Deployment settings of accounts, fixed at boot. */
export interface AccountSettings {
  /** AUTH_SKIP_VERIFICATION: create accounts without a mailed code (closed trials). */
  skipVerification: boolean;
  /** Where links in account mails point. */
  publicBaseUrl: string;
  codeHasher: CodeHasher;
  /** What accounts remember between requests: known addresses, the wait between code mails. */
  store: KeyValueStore;
}

/** What the account services share for one request. */
export interface AccountDeps {
  em: EntityManager;
  session: Session;
  sessionControl: SessionControl;
  mail: MailQueue;
  limiter: RateLimiter;
  settings: AccountSettings;
  log: Logger;
  /** The client's network (clientNetwork), for per-address limits and known addresses. */
  address: string;
}

/**
 * Runs work once the answer is on its way, logging any failure. For work that only happens for
 * some addresses (mailing a code to an account): done before answering, its time would tell which.
 */
export function afterAnswer(deps: AccountDeps, what: string, work: () => Promise<void>): void {
  setImmediate(() => {
    work().catch((error: unknown) => deps.log.error({ err: error }, `${what} failed after the answer`));
  });
}
