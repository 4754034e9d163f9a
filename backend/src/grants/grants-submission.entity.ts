import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property as Column } from '@mikro-orm/decorators/legacy';
import type { HouseholdData } from '@warmwise/common';
import { Property } from '../properties/property.entity.js';

/** One completed grants questionnaire for one of the visitor's properties. */
@Entity({ tableName: 'grants_submission' })
export class GrantsSubmission {
  [OptionalProps]?: 'id' | 'createdAt' | 'clientEligibleGrantIds' | 'localAuthority';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Column({ type: 'uuid' })
  ownerVisitorId: string;

  /** Kept as the bare id; the key (PostgreSQL's default name, from the first migration) erases it with its home. */
  @Index()
  @ManyToOne(() => Property, { mapToPk: true, fieldName: 'property_id', deleteRule: 'cascade', foreignKeyName: 'grants_submission_property_id_fkey' })
  propertyId: string;

  /** The answers as validated and normalised by the shared `checkHouseholdData`. */
  @Column({ type: 'json' })
  householdData: HouseholdData;

  /** The schemes the server found eligible; this is the record of truth. */
  @Column({ type: 'json' })
  eligibleGrantIds: string[];

  /** What the browser said it found, kept to investigate a mismatch; null when it sent nothing. */
  @Column({ type: 'json', nullable: true })
  clientEligibleGrantIds: string[] | null = null;

  /**
   * The local authority (ONS code) of the home's postcode when the questionnaire was sent; null when
   * the register does not hold it. Kept rather than looked up from the home's current postcode, so
   * statistics count a household where and when it was submitted and a later edit cannot move it.
   */
  @Index()
  @Column({ type: 'string', length: 9, nullable: true })
  localAuthority: string | null = null;

  @Column({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
