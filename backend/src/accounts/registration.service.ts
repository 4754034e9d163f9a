import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { AUTH_CODE_RESEND_AFTER_SECONDS } from '@warmwise/common';
import { badInput, DomainError } from '../errors/domain-error.js';
import { createAccount } from './account-creation.js';
import { type AccountDeps, bodyOf, normaliseEmail, sendOrFail } from './account-deps.js';
import { CODE_CHECKS_PER_ADDRESS, CODES_SENT_PER_ADDRESS } from './account-limits.js';
import { alreadyRegisteredMail, verificationCodeMail } from './account-mail.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import type { EmailCodes } from './email-codes.js';
import { hashPassword } from './password-hasher.js';
import { checkPassword } from './password-policy.js';
import { User } from './user.entity.js';

export interface VerificationSent {
  success: true;
  message: string;
  email: string;
  skipVerification: boolean;
}

/**
 * Registration by e-mail code: send-verification keeps a pending registration (password already
 * hashed) and mails a code; verify-email turns it into an account. An address that already has an
 * account gets the same answer and a notice by mail instead, so the answer tells nobody who is registered.
 */
export class RegistrationService {
  constructor(
    private readonly deps: AccountDeps,
    private readonly codes: EmailCodes,
  ) {}

  async sendVerification(payload: unknown): Promise<VerificationSent> {
    const body = bodyOf(payload);
    const email = normaliseEmail(body.email);
    const password = checkPassword(body.password);
    await this.deps.limiter.enforce(CODES_SENT_PER_ADDRESS, email);
    // Hashed whether or not the account exists, so both answers take as long.
    const passwordHash = await hashPassword(password);
    const { skipVerification, publicBaseUrl } = this.deps.settings;
    const registered = await this.deps.em.findOne(User, { email });
    if (registered) {
      await sendOrFail(this.deps, alreadyRegisteredMail(email, publicBaseUrl));
    } else if (skipVerification) {
      await createAccount(this.deps, email, passwordHash);
    } else {
      const code = await this.codes.issue('registration', email, passwordHash);
      await sendOrFail(this.deps, verificationCodeMail(email, code));
    }
    return { success: true, message: ACCOUNT_MESSAGES.verificationSent, email, skipVerification };
  }

  async verifyEmail(payload: unknown): Promise<void> {
    const body = bodyOf(payload);
    const email = normaliseEmail(body.email);
    await this.deps.limiter.enforce(CODE_CHECKS_PER_ADDRESS, this.deps.address);
    const redemption = await this.codes.redeem('registration', email, body.code);
    if (!redemption.ok) {
      if (redemption.reason === 'expired') {
        // `code` in the details overrides BAD_USER_INPUT: the client tells an expired code apart.
        throw badInput(ACCOUNT_MESSAGES.codeExpired, { code: 'CODE_EXPIRED' });
      }
      throw badInput(ACCOUNT_MESSAGES.invalidVerificationCode);
    }
    try {
      await createAccount(this.deps, email, redemption.code.passwordHash!);
    } catch (error) {
      // Two verifications racing for one address: the first one made the account.
      if (error instanceof UniqueConstraintViolationException) throw badInput(ACCOUNT_MESSAGES.invalidVerificationCode);
      throw error;
    }
  }

  /** A new code for a pending registration (the old one dies); the same answer when there is none. */
  async resendVerification(payload: unknown): Promise<void> {
    const email = normaliseEmail(bodyOf(payload).email);
    const pending = await this.codes.pending('registration', email);
    if (pending) {
      const waitSeconds = Math.ceil((pending.sentAt.getTime() + AUTH_CODE_RESEND_AFTER_SECONDS * 1_000 - Date.now()) / 1_000);
      if (waitSeconds > 0) {
        throw new DomainError('RATE_LIMITED', `Please wait ${waitSeconds} seconds before asking for a new code.`, {
          retryAfterSeconds: waitSeconds,
        });
      }
    }
    await this.deps.limiter.enforce(CODES_SENT_PER_ADDRESS, email);
    if (!pending) return;
    const code = await this.codes.issue('registration', email, pending.passwordHash);
    await sendOrFail(this.deps, verificationCodeMail(email, code));
  }
}
