import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property as Column, Unique } from '@mikro-orm/decorators/legacy';
import { Property } from '../properties/property.entity.js';

/**
 * A read-only link to a property's plan. The token itself is never stored: `tokenHash` finds the
 * link when someone opens it, and `seed` lets the server derive the same token again (keyed with
 * its secret, see share-tokens.ts) so the owner is shown one link while it is active. Erased with
 * the property. A property has at most one active link: the database refuses a second, so two
 * parallel "share" clicks cannot leave one link live that "stop sharing" does not know about.
 */
@Entity({ tableName: 'share_link' })
@Unique({ name: 'share_link_one_active_per_property', properties: ['property'], where: { revokedAt: null } })
export class ShareLink {
  [OptionalProps]?: 'id' | 'createdAt' | 'revokedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Property, { deleteRule: 'cascade', index: true })
  property: Property;

  @Column({ type: 'string', length: 64 })
  seed: string;

  @Unique()
  @Column({ type: 'string', length: 64 })
  tokenHash: string;

  @Column({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Column({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
