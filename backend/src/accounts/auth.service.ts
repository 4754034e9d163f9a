import type { LoginInput } from '@warmwise/common';
import { DomainError } from '../errors/domain-error.js';
import type { AccountDeps } from './account-deps.js';
import { recipientKey } from '../mail/recipient-allowance.js';
import { LOGIN_PER_ACCOUNT_AND_NETWORK_ADDRESS, LOGIN_PER_ACCOUNT_FROM_NEW_ADDRESSES, LOGIN_PER_NETWORK_ADDRESS } from './account-limits.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import { findSignedInUser, requireSignedInUser } from './current-user.js';
import type { KnownAddresses } from './known-addresses.js';
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
    const { em, limiter, session, address } = this.deps;
    const account = recipientKey(email);
    const pair = `${account}|${address}`;
    await limiter.enforce(LOGIN_PER_ACCOUNT_AND_NETWORK_ADDRESS, pair);
    const user = await em.findOne(User, { email });
    // From an address the account signed in from before, only the limit above applies: strangers
    // guessing from elsewhere (or crowding a shared address) cannot lock the owner out.
    if (!(await this.knownAddresses.includes(user?.id, address))) {
      await limiter.enforce(LOGIN_PER_NETWORK_ADDRESS, address);
      await limiter.enforce(LOGIN_PER_ACCOUNT_FROM_NEW_ADDRESSES, account);
    }
    const matches = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !matches) throw invalidLogin();
    // Counted before the check so parallel guesses cannot slip past; a correct password shows it
    // was no guessing, so the owner's own sign-ins never add up to a lock-out.
    await limiter.forget(LOGIN_PER_ACCOUNT_AND_NETWORK_ADDRESS, pair);

    const anonymousVisitor = session.data.userId ? null : session.data.visitorId;
    await em.transactional(async (tx) => {
      // A session signed in as someone else keeps nothing: its rows are that account's.
      if (anonymousVisitor && anonymousVisitor !== user.visitorId) await moveVisitorRows(tx, anonymousVisitor, user.visitorId);
      await tx.nativeUpdate(User, { id: user.id }, { lastLoginAt: new Date() });
    });
    await this.knownAddresses.remember(user.id, address);
    await this.deps.sessionControl.signIn(user);
    return user;
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
