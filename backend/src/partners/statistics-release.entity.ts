import { Entity, ManyToOne, PrimaryKey, Property as Column } from '@mikro-orm/decorators/legacy';
import { PartnerKey } from './partner-key.entity.js';
import type { MonthlySubmissions } from './submission-statistics.js';

/** A month's statistics as published to one partner: its counts noisy, small ones withheld. */
export type ReleasedCounts = Omit<MonthlySubmissions, 'month'>;

/**
 * The statistics of one authority and month, as first shown to one partner. Each later ask is
 * answered from here: fresh noise on every ask could be averaged away, and a figure redrawn after
 * the true count fell (an erasure, the retention policy) could be differenced against the first.
 */
@Entity({ tableName: 'partner_statistics_release' })
export class StatisticsRelease {
  @ManyToOne(() => PartnerKey, { primary: true, mapToPk: true, fieldName: 'partner_key_id', deleteRule: 'cascade' })
  partnerKeyId: string;

  @PrimaryKey({ type: 'string', length: 9 })
  localAuthority: string;

  /** YYYY-MM (UTC). */
  @PrimaryKey({ type: 'string', length: 7 })
  month: string;

  @Column({ type: 'json' })
  counts: ReleasedCounts;

  @Column({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
