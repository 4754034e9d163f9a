import { AUTH_MESSAGES, type AccountEmailInput, type ResetPasswordInput, type ResetPasswordLinkInput } from '@warmwise/common';
import { badInput } from '../errors/domain-error.js';
import { recipientKey } from '../mail/recipient-allowance.js';
import { afterAnswer, type AccountDeps } from './account-deps.js';
import {
  CODE_CHECKS_PER_NETWORK_ADDRESS,
  CODE_MAILS_PER_NETWORK_ADDRESS,
  CODE_MAILS_PER_RECIPIENT,
  RESET_LINK_SECONDS,
  RESETS_PER_ACCOUNT_AND_DEVICE,
  RESETS_PER_ACCOUNT_AND_NETWORK_ADDRESS,
} from './account-limits.js';
import { noAccountForResetMail, passwordChangedMail, resetCodeMail } from './account-mail.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import type { EmailCodes } from './email-codes.js';
import { devicePlace, type KnownAddresses } from './known-addresses.js';
import { hashPassword } from './password-hasher.js';
import { User } from './user.entity.js';

/** Ours: short, so a person who asks again because no mail came is not held up for long. */
const RESET_BURST_SECONDS = 10;

/** Password reset by a mailed code; success ends every session signed in before it. */
export class PasswordResetService {
  constructor(
    private readonly deps: AccountDeps,
    private readonly codes: EmailCodes,
    private readonly knownAddresses: KnownAddresses,
  ) {}

  /**
   * Mails a code when the address has an account, and a notice that none uses it otherwise, with the
   * same answer in the same time. Until the answer both do the same look-ups and counts; after it both
   * do the same work, so the next request's timing tells nothing either: one code row replaced and one
   * mail queued in one transaction (the code made for an address with no account is never sent, and
   * redeeming it finds no account). A limit reached refuses before any code is made, so it never
   * replaces a code already mailed.
   */
  async sendReset({ email }: AccountEmailInput): Promise<void> {
    const { em, limiter, address, settings } = this.deps;
    const recipient = recipientKey(email);
    const user = await em.findOne(User, { email });
    // A browser the account proved itself in asks on its own count: a stranger on its network cannot spend it.
    const device = await this.knownAddresses.provenDeviceKey(user?.id, this.deps.sessionControl.deviceToken());
    if (device) {
      await limiter.enforce(RESETS_PER_ACCOUNT_AND_DEVICE, `${recipient}|${device}`);
    } else {
      await limiter.enforce(CODE_MAILS_PER_NETWORK_ADDRESS, address);
      await limiter.enforce(RESETS_PER_ACCOUNT_AND_NETWORK_ADDRESS, `${recipient}|${address}`);
    }
    if (!device && !(await this.knownAddresses.includes(user?.id, address))) await limiter.enforce(CODE_MAILS_PER_RECIPIENT, recipient);
    afterAnswer(this.deps, 'reset code mail', async () => {
      if (!(await this.firstOfBurst(`${recipient}|${address}`))) return;
      await this.codes.issue(
        'password_reset',
        email,
        null,
        (code, tx, linkToken) => {
          const mail = user ? resetCodeMail(email, code, { token: linkToken!, seconds: RESET_LINK_SECONDS }, settings.publicBaseUrl) : noAccountForResetMail(email, settings.publicBaseUrl);
          return this.deps.mail.enqueue([mail], { kind: 'code', em: tx });
        },
        { linkSeconds: RESET_LINK_SECONDS },
      );
    });
  }

  /**
   * Whether this ask starts a burst: the same address asked for from the same network within
   * RESET_BURST_SECONDS is a double press or a retried request, and gets no second code (two went
   * out 75 ms apart once, the first dead on arrival). Counted atomically in the store, so parallel
   * asks cannot both be first. Another network's ask is not part of it: a stranger's flood must not
   * keep the owner at home from getting a code.
   */
  private async firstOfBurst(key: string): Promise<boolean> {
    const { count } = await this.deps.settings.store.increment(`reset-burst:${key}`, RESET_BURST_SECONDS);
    return count === 1;
  }

  /** The new password has passed its rules before this runs, so a refused one does not use the code up. */
  async resetPassword({ email, newPassword, code }: ResetPasswordInput): Promise<void> {
    await this.deps.limiter.enforce(CODE_CHECKS_PER_NETWORK_ADDRESS, this.deps.address);
    const redemption = await this.codes.redeem('password_reset', email, code);
    const user = redemption.ok ? await this.deps.em.findOne(User, { email }) : null;
    if (!user) throw badInput(ACCOUNT_MESSAGES.invalidResetCode);
    await this.setPassword(user, newPassword);
  }

  /**
   * The same with the link of the newest reset mail instead of its code. Not limited by network: its
   * token cannot be guessed, and a guesser sharing the owner's network must not be able to spend it.
   */
  async resetPasswordWithLink({ token, newPassword }: ResetPasswordLinkInput): Promise<void> {
    const email = await this.codes.redeemLink('password_reset', token);
    const user = email ? await this.deps.em.findOne(User, { email }) : null;
    if (!user) throw badInput(AUTH_MESSAGES.resetLinkInvalid);
    await this.setPassword(user, newPassword);
  }

  private async setPassword(user: User, newPassword: string): Promise<void> {
    const { email } = user;
    const passwordHash = await hashPassword(newPassword);
    // The new password, the end of older sessions and the notice by mail land together or not at all.
    await this.deps.em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id: user.id }, { passwordHash, sessionsValidFrom: new Date() });
      await this.deps.mail.enqueue([passwordChangedMail(email, this.deps.settings.publicBaseUrl)], { em: tx });
    });
    // The mailed code or link proves the address and the browser are the owner's: both may go on signing in
    // past the stranger limits, and a guesser behind the same network has not spent this browser's tries.
    await this.knownAddresses.remember(user.id, this.deps.address);
    await this.knownAddresses.remember(user.id, devicePlace(this.deps.sessionControl.keepDeviceToken()));
  }
}
