import { Entity, Index, Property as Column } from '@mikro-orm/decorators/legacy';
import { CONTACT_FIELD_LIMITS } from '@warmwise/common';
import { VisitorOwnedRecord } from '../database/visitor-owned-record.js';

/** A message sent from the /contact page, kept so the team can answer it even if mail fails. */
@Entity({ tableName: 'contact_message' })
// What the retention job's age cut-off scans.
@Index({ properties: ['createdAt'] })
export class ContactMessage extends VisitorOwnedRecord {
  @Column({ type: 'string', length: CONTACT_FIELD_LIMITS.name })
  name: string;

  /** Trimmed and lower-case, so a data export or erasure finds it by the account's address. */
  @Index()
  @Column({ type: 'string', length: CONTACT_FIELD_LIMITS.email })
  email: string;

  @Column({ type: 'string', length: CONTACT_FIELD_LIMITS.subject })
  subject: string;

  @Column({ type: 'text' })
  message: string;
}
