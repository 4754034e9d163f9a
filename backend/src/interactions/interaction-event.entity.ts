import { Entity, Index, Property as Column } from '@mikro-orm/decorators/legacy';
import type { InteractionKind, TrackedValue } from '@warmwise/common';
import { VisitorOwnedRecord } from '../database/visitor-owned-record.js';

/** One tracked interaction: a learn-more-click or a user-interaction-webhook call. */
@Entity({ tableName: 'interaction_event' })
// What the retention job's age cut-off scans.
@Index({ properties: ['createdAt'] })
export class InteractionEvent extends VisitorOwnedRecord {
  @Column({ type: 'string', length: 32 })
  kind: InteractionKind;

  /** The whitelisted fields of the call, each trimmed; personal fields are anonymised after 12 months. */
  @Column({ type: 'json' })
  payload: Record<string, TrackedValue>;
}
