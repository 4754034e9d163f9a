import { Entity, ManyToOne, PrimaryKey, Property as Column } from '@mikro-orm/decorators/legacy';
import { PartnerKey } from './partner-key.entity.js';

/**
 * Requests one key was answered on one day (UTC). The store counts them for the quotas; this
 * row keeps them after the store's counters expire, for billing and `npm run partner -- list`.
 */
@Entity({ tableName: 'partner_usage' })
export class PartnerUsage {
  @ManyToOne(() => PartnerKey, { primary: true, mapToPk: true, fieldName: 'partner_key_id', deleteRule: 'cascade' })
  partnerKeyId: string;

  @PrimaryKey({ type: 'date' })
  day: string;

  @Column({ type: 'integer' })
  requests: number;
}
