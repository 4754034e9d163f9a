import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AUTH_CODE_TTL_SECONDS } from '@warmwise/common';
import { type CodeHasher, newCode } from './codes.js';
import { EmailCode, type EmailCodePurpose } from './email-code.entity.js';

/** Wrong tries a code survives; the next check finds it dead (ours, docs/accounts.md). */
const CODE_MAX_WRONG_TRIES = 5;

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

  /**
   * A new code for the address; earlier codes of the same purpose (and their links) stop working.
   * `deliver` queues its mail in the same transaction, so a code is stored exactly when its mail is on
   * its way. With `linkSeconds`, the mail also carries a link token that works that long.
   */
  async issue(
    purpose: EmailCodePurpose,
    email: string,
    passwordHash: string | null,
    deliver: (code: string, tx: EntityManager, linkToken: string | null) => Promise<void>,
    { linkSeconds }: { linkSeconds?: number } = {},
  ): Promise<void> {
    const code = newCode(purpose);
    const linkToken = linkSeconds ? randomBytes(32).toString('base64url') : null;
    await this.em.transactional(async (tx) => {
      await tx.nativeDelete(EmailCode, { purpose, email });
      tx.create(EmailCode, {
        purpose,
        email,
        codeHash: this.hasher.hash(purpose, email, code),
        passwordHash,
        expiresAt: new Date(Date.now() + AUTH_CODE_TTL_SECONDS * 1_000),
        linkTokenHash: linkToken && linkTokenHash(linkToken),
        linkExpiresAt: linkSeconds ? new Date(Date.now() + linkSeconds * 1_000) : null,
      });
      await tx.flush();
      await deliver(code, tx, linkToken);
    });
  }

  /**
   * Uses the address's code if `code` (as its schema reads what was typed) matches it. A try is reserved before the comparison, in one
   * conditional update: parallel guesses each need a reservation, so no more than 5 are ever compared,
   * and marking the code used is conditional too, so it works once. The reservation runs even when the
   * address has no code (on an id nothing has), so a guess takes as long either way: after asking for a
   * reset, a prober cannot time whether a code was made, that is, whether the address has an account.
   */
  async redeem(purpose: EmailCodePurpose, email: string, code: string): Promise<Redemption> {
    const row = await this.pending(purpose, email);
    const reserved = await this.reserveTry(row?.id ?? randomUUID());
    if (!row || !reserved) return { ok: false, reason: row && isExpiredWithTriesLeft(row) ? 'expired' : 'invalid' };
    if (!this.hasher.matches(row.codeHash, purpose, email, code)) return { ok: false, reason: 'invalid' };
    const usedAt = new Date();
    // The right code may arrive on the last reserved try, so only "not used yet" is checked here.
    const claimed = await this.em.nativeUpdate(EmailCode, { id: row.id, usedAt: null }, { usedAt });
    if (claimed === 0) return { ok: false, reason: 'invalid' };
    row.usedAt = usedAt;
    return { ok: true, code: row };
  }

  /**
   * Uses the code whose mailed link carries `token`, if it is live: one conditional update, so it works
   * once however many arrive together. The address it was mailed to, or null. No tries are counted: a
   * token cannot be guessed, and counting would let a guesser use up the owner's link.
   */
  async redeemLink(purpose: EmailCodePurpose, token: string): Promise<string | null> {
    const claimed = await this.em.execute<Array<{ email: string }>>(
      'update "email_code" set "used_at" = now() where "purpose" = ? and "link_token_hash" = ? and "used_at" is null and "link_expires_at" > now() returning "email"',
      [purpose, linkTokenHash(token)],
    );
    return claimed[0]?.email ?? null;
  }

  /** Counts one try against a live code (unused, unexpired, tries left); false when there is none. */
  private async reserveTry(id: string): Promise<boolean> {
    const reserved = await this.em.execute<Array<{ id: string }>>(
      'update "email_code" set "attempts" = "attempts" + 1 where "id" = ? and "attempts" < ? and "used_at" is null and "expires_at" > now() returning "id"',
      [id, CODE_MAX_WRONG_TRIES],
    );
    return reserved.length === 1;
  }
}

/** An expired code says so (the client offers a new one); a code out of tries is just invalid. */
const isExpiredWithTriesLeft = (row: EmailCode) => row.attempts < CODE_MAX_WRONG_TRIES && row.expiresAt.getTime() <= Date.now();

/** The token is 256 random bits, so a plain SHA-256 is enough to keep a leaked table from opening links. */
const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
