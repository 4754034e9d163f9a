import type { LoginInput } from '@warmwise/common';
import { DomainError } from '../errors/domain-error.js';
import type { AccountDeps } from './account-deps.js';
import { recipientKey } from '../mail/recipient-allowance.js';
import type { RateLimitRule } from '../rate-limit/rate-limiter.js';
import {
  LOGIN_PER_ACCOUNT_AND_DEVICE,
  LOGIN_PER_ACCOUNT_AND_NETWORK_ADDRESS,
  LOGIN_PER_ACCOUNT_FROM_NEW_ADDRESSES,
  LOGIN_PER_NETWORK_ADDRESS,
} from './account-limits.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import { findSignedInUser, requireSignedInUser } from './current-user.js';
import { devicePlace, type KnownAddresses } from './known-addresses.js';
import { verifyPassword } from './password-hasher.js';
import { User } from './user.entity.js';
import { moveVisitorRows } from './visitor-rows.js';

const invalidLogin = () => new DomainError('UNAUTHENTICATED', ACCOUNT_MESSAGES.invalidLogin);

/** Sign-in, sign-out and who is signed in. */
export class AuthService {
  constructor(
    private readonly deps: AccountDeps,
    private readonly knownAddresses: KnownAddresses,
  ) {}

  /**
   * Checks the pair (one answer for an unknown address and a wrong password, in the same time),
   * then hands what the anonymous visitor saved to the account and signs the session in on a new id.
   */
  async login({ email, password }: LoginInput): Promise<User> {
    const { em, session } = this.deps;
    const user = await em.findOne(User, { email });
    const attempt = await this.countAttempt(recipientKey(email), user);
    const matches = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !matches) throw invalidLogin();
    // Counted before the check so parallel guesses cannot slip past; a correct password shows it
    // was no guessing, so the owner's own sign-ins never add up to a lock-out.
    await this.deps.limiter.forget(attempt.rule, attempt.key);

    const anonymousVisitor = session.data.userId ? null : session.data.visitorId;
    await em.transactional(async (tx) => {
      // A session signed in as someone else keeps nothing: its rows are that account's.
      if (anonymousVisitor && anonymousVisitor !== user.visitorId) await moveVisitorRows(tx, anonymousVisitor, user.visitorId);
      await tx.nativeUpdate(User, { id: user.id }, { lastLoginAt: new Date() });
    });
    await this.knownAddresses.remember(user.id, this.deps.address);
    await this.knownAddresses.remember(user.id, devicePlace(this.deps.sessionControl.keepDeviceToken()));
    await this.deps.sessionControl.signIn(user);
    return user;
  }

  /**
   * Counts a sign-in attempt against the limits that apply to it, refusing past one; answers the
   * counter a correct password resets. In a browser the account proved itself in (its device cookie)
   * only that browser's own allowance counts: whoever shares or sprays from its network, or runs
   * through new addresses, cannot lock it out. Elsewhere the account + network allowance, and from
   * a network the account never proved itself from, the network's and the account's for new networks.
   * Without an account the device look-up runs on a key nobody has, in the same time.
   */
  private async countAttempt(account: string, user: User | null): Promise<{ rule: RateLimitRule; key: string }> {
    const { limiter, address, sessionControl } = this.deps;
    const device = await this.knownAddresses.provenDeviceKey(user?.id, sessionControl.deviceToken());
    if (device) {
      const attempt = { rule: LOGIN_PER_ACCOUNT_AND_DEVICE, key: `${account}|${device}` };
      await limiter.enforce(attempt.rule, attempt.key);
      return attempt;
    }
    const attempt = { rule: LOGIN_PER_ACCOUNT_AND_NETWORK_ADDRESS, key: `${account}|${address}` };
    await limiter.enforce(attempt.rule, attempt.key);
    if (!(await this.knownAddresses.includes(user?.id, address))) {
      await limiter.enforce(LOGIN_PER_NETWORK_ADDRESS, address);
      await limiter.enforce(LOGIN_PER_ACCOUNT_FROM_NEW_ADDRESSES, account);
    }
    return attempt;
  }

  logout(): Promise<void> {
    return this.deps.sessionControl.signOut();
  }

  /** The signed-in user, or null for an anonymous (or ended) session. */
  current(): Promise<User | null> {
    return findSignedInUser(this.deps.em, this.deps.session);
  }

  /** The signed-in user; 401 otherwise. */
  require(): Promise<User> {
    return requireSignedInUser(this.deps.em, this.deps.session);
  }
}
