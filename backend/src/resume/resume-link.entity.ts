import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property as Column, Unique } from '@mikro-orm/decorators/legacy';

/**
 * A private link back to a visitor's plans from another browser. It names the visitor, not a home:
 * the welcome mail carries one before the plan exists, and it opens the newest home that visitor
 * has when it is opened. Only the token's SHA-256 is stored, so a copy of the table opens nothing.
 *
 * The column is `visitorId`, deliberately not `ownerVisitorId`: the link is a key to an anonymous
 * visitor, never moved to an account at sign-in (an anonymous session must never hold an account's
 * visitor id), and it is refused once an account holds that visitor id.
 */
@Entity({ tableName: 'resume_link' })
export class ResumeLink {
  [OptionalProps]?: 'id' | 'createdAt' | 'revokedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Column({ type: 'uuid' })
  visitorId: string;

  @Unique()
  @Column({ type: 'string', length: 64 })
  tokenHash: string;

  @Column({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
