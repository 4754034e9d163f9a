import { createHash } from 'node:crypto';
import { EMAIL_MESSAGES, isValidEmail } from '@warmwise/common';
import { badInput, DomainError } from '../errors/domain-error.js';
import type { Logger } from '../logging/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { sendBestEffort } from '../mail/send-best-effort.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import { welcomeMail } from './welcome-mail.js';

// Ours. The endpoint mails any address it is given, so it must not become a way to flood an inbox:
// one welcome per address a day (later asks are answered the same but send nothing, so the answer
// tells a prober nothing), and 20 asks an hour from one requester (a wizard sends one).
export const WELCOME_PER_ADDRESS: RateLimitRule = { name: 'welcome-address', limit: 1, windowSeconds: 86_400, failClosed: false };
export const WELCOME_PER_REQUESTER: RateLimitRule = { name: 'welcome', limit: 20, windowSeconds: 3_600, failClosed: false };

// The store keeps a hash, not the address: rate-limit keys are not a list of householders' e-mails.
const addressKey = (email: string) => createHash('sha256').update(email).digest('base64url');

/** The welcome e-mail sent when a householder gives their address in the wizard (spec section 7). */
export class WelcomeService {
  constructor(
    private readonly mailer: Mailer,
    private readonly publicBaseUrl: string,
    private readonly log: Logger,
    private readonly limiter: RateLimiter,
    /** Who is asking, for the rate limit: the visitor and their network address. */
    private readonly requester: string,
  ) {}

  /** True when a mail was sent; false when this address already had its welcome today or mail failed. */
  async send(payload: unknown): Promise<boolean> {
    const email = typeof payload === 'string' ? payload.trim().toLowerCase() : '';
    if (!isValidEmail(email)) throw badInput(EMAIL_MESSAGES.invalid, { field: 'email' });
    await this.limiter.enforce(WELCOME_PER_REQUESTER, this.requester);
    if (!(await this.firstToday(email))) return false;
    // The client ignores failures (spec section 7); the welcome is a courtesy, so log and move on.
    return sendBestEffort(this.mailer, this.log, [welcomeMail(email, this.publicBaseUrl)], { what: 'welcome' });
  }

  private async firstToday(email: string): Promise<boolean> {
    try {
      await this.limiter.enforce(WELCOME_PER_ADDRESS, addressKey(email));
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'RATE_LIMITED') return false;
      throw error;
    }
  }
}
