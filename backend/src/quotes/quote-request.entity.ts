import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property as Column } from '@mikro-orm/decorators/legacy';

/** A householder's request for installer quotes on one recommendation, kept for follow-up. */
@Entity({ tableName: 'quote_request' })
export class QuoteRequest {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Column({ type: 'uuid' })
  ownerVisitorId: string;

  @Column({ type: 'string', length: 254 })
  userEmail: string;

  @Column({ type: 'string', length: 120 })
  productName: string;

  @Column({ type: 'json' })
  productDetails: { cost: string | null; savings: string | null; description: string | null };

  @Column({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
