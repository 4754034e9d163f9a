import { Entity, Index, Property as Column } from '@mikro-orm/decorators/legacy';
import { VisitorOwnedRecord } from '../database/visitor-owned-record.js';

export type InteractionKind = 'learn_more_click' | 'user_interaction';

/** One tracked interaction: a learn-more-click or a user-interaction-webhook call. */
@Entity({ tableName: 'interaction_event' })
// What the retention job's age cut-off scans.
@Index({ properties: ['createdAt'] })
export class InteractionEvent extends VisitorOwnedRecord {
  @Column({ type: 'string', length: 32 })
  kind: InteractionKind;

  /** The whitelisted fields of the call, each trimmed; personal fields are anonymised after 12 months. */
  @Column({ type: 'json' })
  payload: Record<string, string | number | boolean | null>;
}
