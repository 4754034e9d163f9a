import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property as Column } from '@mikro-orm/decorators/legacy';

export type InteractionKind = 'learn_more_click' | 'user_interaction';

/** One tracked interaction (spec section 7's learn-more-click and user-interaction-webhook calls). */
@Entity({ tableName: 'interaction_event' })
export class InteractionEvent {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Column({ type: 'uuid' })
  ownerVisitorId: string;

  @Column({ type: 'string', length: 32 })
  kind: InteractionKind;

  /** The whitelisted fields of the call, each trimmed; personal fields are anonymised after 12 months. */
  @Column({ type: 'json' })
  payload: Record<string, string | number | boolean | null>;

  @Column({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
