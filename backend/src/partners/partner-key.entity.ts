import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property as Column, Unique } from '@mikro-orm/decorators/legacy';

/**
 * An organisation's key to the partner API. Only the key's SHA-256 is kept: the key itself is
 * printed once by `npm run partner -- create` and cannot be shown again. Revoked keys stay, so
 * their usage history does.
 */
@Entity({ tableName: 'partner_key' })
export class PartnerKey {
  [OptionalProps]?: 'id' | 'createdAt' | 'revokedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Column({ type: 'string', length: 200 })
  organisation: string;

  /** Hex SHA-256 of the key: what a request's key is looked up by. */
  @Unique()
  @Column({ type: 'string', length: 64 })
  keyHash: string;

  @Column({ type: 'integer' })
  perMinute: number;

  @Column({ type: 'integer' })
  perDay: number;

  @Column({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Column({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
