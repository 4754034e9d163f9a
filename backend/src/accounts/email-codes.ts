import type { EntityManager } from '@mikro-orm/postgresql';
import { AUTH_CODE_TTL_SECONDS } from '@warmwise/common';
import { type CodeHasher, newCode, normaliseCode } from './codes.js';
import { EmailCode, type EmailCodePurpose } from './email-code.entity.js';

/** Wrong tries a code survives; the next check finds it dead (ours, docs/accounts.md). */
export const CODE_MAX_WRONG_TRIES = 5;

export type Redemption = { ok: true; code: EmailCode } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The codes mailed for registration and password reset: one live code per address and purpose,
 * stored as a hash, valid for 600 s, dead after 5 wrong tries, good for one use.
 */
export class EmailCodes {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: CodeHasher,
  ) {}

  /** The address's newest code of this purpose that has not been used. */
  pending(purpose: EmailCodePurpose, email: string): Promise<EmailCode | null> {
    return this.em.findOne(EmailCode, { purpose, email, usedAt: null }, { orderBy: { sentAt: 'desc' } });
  }

  /** A new code for the address; earlier codes of the same purpose stop working. Returns it in clear for the mail. */
  async issue(purpose: EmailCodePurpose, email: string, passwordHash: string | null = null): Promise<string> {
    const code = newCode(purpose);
    await this.em.transactional(async (em) => {
      await em.nativeDelete(EmailCode, { purpose, email });
      em.create(EmailCode, {
        purpose,
        email,
        codeHash: this.hasher.hash(purpose, email, code),
        passwordHash,
        expiresAt: new Date(Date.now() + AUTH_CODE_TTL_SECONDS * 1_000),
      });
    });
    return code;
  }

  /**
   * Uses the address's code if `input` matches it. Counting a wrong try and marking a code used
   * are single conditional updates, so parallel guesses cannot exceed the limit or use a code twice.
   */
  async redeem(purpose: EmailCodePurpose, email: string, input: unknown): Promise<Redemption> {
    const row = await this.pending(purpose, email);
    if (!row || row.attempts >= CODE_MAX_WRONG_TRIES) return { ok: false, reason: 'invalid' };
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
    if (!this.hasher.matches(row.codeHash, purpose, email, normaliseCode(input))) {
      await this.em.getConnection().execute('update "email_code" set "attempts" = "attempts" + 1 where "id" = ?', [row.id]);
      return { ok: false, reason: 'invalid' };
    }
    const usedAt = new Date();
    const claimed = await this.em.nativeUpdate(
      EmailCode,
      { id: row.id, usedAt: null, attempts: { $lt: CODE_MAX_WRONG_TRIES } },
      { usedAt },
    );
    if (claimed === 0) return { ok: false, reason: 'invalid' };
    row.usedAt = usedAt;
    return { ok: true, code: row };
  }
}
