import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountEmailInput, RegistrationInput, VerifyEmailInput } from '@warmwise/common';
import { badInput, DomainError } from '../errors/domain-error.js';
import { recipientKey } from '../mail/recipient-allowance.js';
import { createAccount } from './account-creation.js';
import { afterAnswer, type AccountDeps } from './account-deps.js';
import { CODE_CHECKS_PER_NETWORK_ADDRESS, CODE_MAILS_PER_NETWORK_ADDRESS, CODE_MAILS_PER_RECIPIENT } from './account-limits.js';
import { alreadyRegisteredMail, verificationCodeMail } from './account-mail.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import type { EmailCodes } from './email-codes.js';
import { hashPassword } from './password-hasher.js';
import type { ResendWait } from './resend-wait.js';
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
 * account gets the same answer and a notice by mail instead, so the answer tells nobody who is
 * registered; what differs between the two (a code to store, which mail) happens after the answer.
 */
export class RegistrationService {
  constructor(
    private readonly deps: AccountDeps,
    private readonly codes: EmailCodes,
    private readonly resendWait: ResendWait,
  ) {}

  async sendVerification({ email, password }: RegistrationInput): Promise<VerificationSent> {
    await this.countCodeMail(email);
    // Hashed whether or not the account exists, so both answers take as long.
    const passwordHash = await hashPassword(password);
    const { skipVerification, publicBaseUrl } = this.deps.settings;
    const registered = await this.deps.em.findOne(User, { email });
    // A closed trial (AUTH_SKIP_VERIFICATION) signs the new account's session in the answer itself.
    if (skipVerification && !registered) await createAccount(this.deps, email, passwordHash);
    else {
      await this.resendWait.start(email);
      afterAnswer(this.deps, 'verification mail', async () => {
        if (registered) await this.deps.mail.enqueue([alreadyRegisteredMail(email, publicBaseUrl)], { kind: 'code' });
        else await this.codes.issue('registration', email, passwordHash, (code, tx) => this.mailCode(email, code, tx));
      });
    }
    return { success: true, message: ACCOUNT_MESSAGES.verificationSent, email, skipVerification };
  }

  async verifyEmail({ email, code }: VerifyEmailInput): Promise<void> {
    await this.deps.limiter.enforce(CODE_CHECKS_PER_NETWORK_ADDRESS, this.deps.address);
    const redemption = await this.codes.redeem('registration', email, code);
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

  /**
   * A new code for a pending registration (the old one dies), 60 s after the last mail; the same
   * answer, in the same time, when there is none (the look-up and the mail come after the answer).
   */
  async resendVerification({ email }: AccountEmailInput): Promise<void> {
    const waitSeconds = await this.resendWait.secondsLeft(email);
    if (waitSeconds > 0) {
      throw new DomainError('RATE_LIMITED', `Please wait ${waitSeconds} seconds before asking for a new code.`, {
        retryAfterSeconds: waitSeconds,
      });
    }
    await this.countCodeMail(email);
    await this.resendWait.start(email);
    afterAnswer(this.deps, 'verification code resend', async () => {
      const pending = await this.codes.pending('registration', email);
      if (!pending) return;
      await this.codes.issue('registration', email, pending.passwordHash, (code, tx) => this.mailCode(email, code, tx));
    });
  }

  private mailCode(email: string, code: string, tx: EntityManager): Promise<void> {
    return this.deps.mail.enqueue([verificationCodeMail(email, code)], { kind: 'code', em: tx });
  }

  /** Counted for every ask, whoever has an account: a recipient's allowance, and the asker's. */
  private async countCodeMail(email: string): Promise<void> {
    await this.deps.limiter.enforce(CODE_MAILS_PER_NETWORK_ADDRESS, this.deps.address);
    await this.deps.limiter.enforce(CODE_MAILS_PER_RECIPIENT, recipientKey(email));
  }
}
