import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Index, PrimaryKey, Property as Column } from '@mikro-orm/decorators/legacy';

/**
 * The columns every record a visitor sends us shares (quote requests, contact messages, tracked
 * interactions): its id, the visitor who owns it (moved to the account at sign-in, erased with
 * it) and when it arrived (what the retention periods count from).
 */
export abstract class VisitorOwnedRecord {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Column({ type: 'uuid' })
  ownerVisitorId: string;

  @Column({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
