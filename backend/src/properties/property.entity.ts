import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property as Column } from '@mikro-orm/decorators/legacy';
import type { PropertyInput } from '@warmwise/common';

/**
 * A visitor's home profile. Owned by the visitor id kept in their session (and, once accounts
 * exist, by a user); the owner columns are internal and never presented.
 */
@Entity({ tableName: 'property' })
export class Property {
  [OptionalProps]?: 'id' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Column({ type: 'uuid' })
  ownerVisitorId: string;

  @Column({ type: 'string', length: 255 })
  address: string;

  @Column({ type: 'string', length: 500, nullable: true })
  fullAddress: string | null;

  @Column({ type: 'string', length: 8 })
  postcode: string;

  @Column({ type: 'string', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'boolean' })
  contactApproval: boolean;

  @Column({ type: 'string', length: 32 })
  priority: PropertyInput['priority'];

  @Column({ type: 'string', length: 32 })
  propertyType: PropertyInput['propertyType'];

  @Column({ type: 'string', length: 16 })
  yearBuilt: PropertyInput['yearBuilt'];

  @Column({ type: 'integer' })
  floorArea: number;

  @Column({ type: 'smallint' })
  numBedrooms: number;

  @Column({ type: 'string', length: 32, nullable: true })
  heatingSystem: PropertyInput['heatingSystem'];

  @Column({ type: 'string', length: 1, nullable: true })
  epcRating: PropertyInput['epcRating'];

  @Column({ type: 'string', length: 40, nullable: true })
  epcValidUntil: string | null;

  @Column({ type: 'string', length: 32, nullable: true })
  tenure: PropertyInput['tenure'];

  @Column({ type: 'boolean', fieldName: 'solar_pv_panels' })
  solarPVPanels: boolean;

  @Column({ type: 'boolean' })
  solarWaterHeating: boolean;

  @Column({ type: 'integer', nullable: true })
  annualGasKwh: number | null;

  @Column({ type: 'integer', nullable: true })
  annualElectricityKwh: number | null;

  @Column({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Column({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
