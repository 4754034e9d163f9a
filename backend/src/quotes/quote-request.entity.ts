import { Entity, Property as Column } from '@mikro-orm/decorators/legacy';
import { VisitorOwnedRecord } from '../database/visitor-owned-record.js';

/** A householder's request for installer quotes on one recommendation, kept for follow-up. */
@Entity({ tableName: 'quote_request' })
export class QuoteRequest extends VisitorOwnedRecord {
  @Column({ type: 'string', length: 254 })
  userEmail: string;

  @Column({ type: 'string', length: 120 })
  productName: string;

  @Column({ type: 'json' })
  productDetails: { cost: string | null; savings: string | null; description: string | null };
}
