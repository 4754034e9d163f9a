import { badInput } from '../errors/domain-error.js';
import { type AccountDeps, bodyOf, normaliseEmail, sendOrLog } from './account-deps.js';
import { CODE_CHECKS_PER_ADDRESS, CODES_SENT_PER_ADDRESS } from './account-limits.js';
import { passwordChangedMail, resetCodeMail } from './account-mail.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import type { EmailCodes } from './email-codes.js';
import { hashPassword } from './password-hasher.js';
import { checkPassword } from './password-policy.js';
import { User } from './user.entity.js';

/** Password reset by a mailed code; success ends every session signed in before it. */
export class PasswordResetService {
  constructor(
    private readonly deps: AccountDeps,
    private readonly codes: EmailCodes,
  ) {}

  /**
   * Mails a code when the address has an account, and nothing otherwise, with the same answer.
   * The mail is not awaited: delivery time would otherwise tell a registered address apart.
   */
  async sendReset(payload: unknown): Promise<void> {
    const email = normaliseEmail(bodyOf(payload).email);
    await this.deps.limiter.enforce(CODES_SENT_PER_ADDRESS, email);
    const user = await this.deps.em.findOne(User, { email });
    if (!user) return;
    const code = await this.codes.issue('password_reset', email);
    void sendOrLog(this.deps, resetCodeMail(email, code, this.deps.settings.publicBaseUrl));
  }

  async resetPassword(payload: unknown): Promise<void> {
    const body = bodyOf(payload);
    const email = normaliseEmail(body.email);
    // Checked before the code, so a refused password does not use the code up.
    const newPassword = checkPassword(body.newPassword, 'newPassword');
    await this.deps.limiter.enforce(CODE_CHECKS_PER_ADDRESS, this.deps.address);
    const redemption = await this.codes.redeem('password_reset', email, body.code);
    const user = redemption.ok ? await this.deps.em.findOne(User, { email }) : null;
    if (!user) throw badInput(ACCOUNT_MESSAGES.invalidResetCode);
    const passwordHash = await hashPassword(newPassword);
    // One statement: the new password and the end of older sessions land together or not at all.
    await this.deps.em.nativeUpdate(User, { id: user.id }, { passwordHash, sessionsValidFrom: new Date() });
    await sendOrLog(this.deps, passwordChangedMail(email, this.deps.settings.publicBaseUrl));
  }
}
