import type { EntityManager } from '@mikro-orm/postgresql';
import { requireSignedInUser, type SessionControl } from '../accounts/index.js';
import type { Logger } from '../logging/logger.js';
import type { Session } from '../session/session.js';
import { accountExport, type AccountExport } from './account-export.js';
import { erasePersonalData, findPersonalData } from './personal-data.js';

/** A signed-in person's rights over their data: a copy of all of it, and its erasure, both at once. */
export class PrivacyService {
  constructor(
    private readonly em: EntityManager,
    private readonly session: Session,
    private readonly sessionControl: SessionControl,
    private readonly log: Logger,
  ) {}

  async exportAccount(): Promise<AccountExport> {
    const user = await requireSignedInUser(this.em, this.session);
    return accountExport(user, await findPersonalData(this.em, user), new Date());
  }

  /** Deletes the account and everything it owns, then ends the session in the store and the browser. */
  async deleteAccount(): Promise<void> {
    const user = await requireSignedInUser(this.em, this.session);
    const erased = await erasePersonalData(this.em, user);
    await this.sessionControl.signOut();
    // Counts only: the log must not keep the personal data that was just erased.
    this.log.info({ userId: user.id, erased }, "account deleted at its owner's request");
  }
}
