import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property as Column, Unique } from '@mikro-orm/decorators/legacy';

export type EmailCodePurpose = 'registration' | 'password_reset';

/**
 * A code mailed to an address: a pending registration (with the chosen password, already hashed)
 * or a password reset. Only the code's hash is stored. At most one live code per address and
 * purpose: sending a new one replaces the old.
 */
@Entity({ tableName: 'email_code' })
@Index({ properties: ['email', 'purpose'] })
export class EmailCode {
  [OptionalProps]?: 'id' | 'attempts' | 'sentAt' | 'usedAt' | 'passwordHash' | 'linkTokenHash' | 'linkExpiresAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Column({ type: 'string', length: 32 })
  purpose: EmailCodePurpose;

  @Column({ type: 'string', length: 254 })
  email: string;

  @Column({ type: 'string', length: 64 })
  codeHash: string;

  /** For a pending registration: the password chosen at sign-up, hashed before it is stored. */
  @Column({ type: 'text', nullable: true })
  passwordHash: string | null = null;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  /**
   * A password reset's link: the hash of a 256-bit token mailed with the code. Too long to guess, so
   * it has no wrong-try limit and a guesser cannot use it up; it lives longer than the code
   * (`linkExpiresAt`), as long as the reset asks a network may spend.
   */
  @Unique()
  @Column({ type: 'string', length: 64, nullable: true })
  linkTokenHash: string | null = null;

  @Column({ type: 'datetime', nullable: true })
  linkExpiresAt: Date | null = null;

  /** Tries so far, each reserved before its comparison; the code dies at the limit. */
  @Column({ type: 'smallint' })
  attempts: number = 0;

  @Column({ type: 'datetime', defaultRaw: 'now()' })
  sentAt: Date = new Date();

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
