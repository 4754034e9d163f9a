import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property as Column } from '@mikro-orm/decorators/legacy';

/**
 * A registered person. Holds secrets (the password hash), so it is never presented as it is:
 * transports show `{ id, email }` only (see account.type.ts).
 */
@Entity({ tableName: 'app_user' })
export class User {
  [OptionalProps]?: 'id' | 'createdAt' | 'sessionsValidFrom' | 'lastLoginAt' | 'consentVersion' | 'consentAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Always trimmed and lower-case; unique. */
  @Column({ type: 'string', length: 254, unique: true })
  email: string;

  @Column({ type: 'text', hidden: true })
  passwordHash: string;

  /** Owns the user's rows (properties, plans, …); the registering session's visitor id. */
  @Column({ type: 'uuid', unique: true })
  visitorId: string;

  /** The consent the visitor gave before registering, kept with the account. */
  @Column({ type: 'string', length: 32, nullable: true })
  consentVersion: string | null = null;

  @Column({ type: 'datetime', nullable: true })
  consentAt: Date | null = null;

  /** Sessions signed in before this moment are over (set at password reset and account deletion). */
  @Column({ type: 'datetime', defaultRaw: 'now()' })
  sessionsValidFrom: Date = new Date();

  @Column({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Column({ type: 'datetime', nullable: true })
  lastLoginAt: Date | null = null;
}
