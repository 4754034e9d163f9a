import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property as Column } from '@mikro-orm/decorators/legacy';
import type { Nation, PropertyInput } from '@warmwise/common';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { PlanPriorityEnum, RentalRoleEnum } from '../graphql/closed-sets.js';
import { HomeDetails } from './home-details.js';

/**
 * A visitor's home profile. Owned by the visitor id kept in their session (and, once accounts
 * exist, by a user). The class is both the stored row and the GraphQL type its owner reads: a
 * column with @Field is shown to the owner (REST answers are cut from the same fields), the owner
 * columns without one never leave the server.
 */
@Entity({ tableName: 'property' })
@ObjectType('Property', { description: "A visitor's home profile, readable only by that visitor", implements: HomeDetails })
export class Property extends HomeDetails {
  [OptionalProps]?: 'id' | 'createdAt' | 'updatedAt' | 'withoutCertificate';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Column({ type: 'uuid' })
  ownerVisitorId: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'string', length: 254, nullable: true })
  email: string | null;

  @Field(() => Boolean)
  @Column({ type: 'boolean' })
  contactApproval: boolean;

  @Field(() => PlanPriorityEnum)
  @Column({ type: 'string', length: 32 })
  priority: PropertyInput['priority'];

  @Field(() => String, { nullable: true })
  @Column({ type: 'string', length: 32, nullable: true })
  tenure: PropertyInput['tenure'];

  /** Tenant or landlord, for a let home: not part of HomeDetails, so a share link never says who planned. */
  @Field(() => RentalRoleEnum, { description: "tenant or landlord of a let home (a landlord may say so of an owner-occupied home they mean to let); 'unknown' otherwise" })
  @Column({ type: 'string', length: 16, default: 'unknown' })
  rentalRole: PropertyInput['rentalRole'];

  /** Worked out from the postcode whenever it is saved; grants and benefits differ between the nations. */
  @Field(() => String, { nullable: true, description: 'England, Wales, Scotland or Northern Ireland, from the postcode; null for the Isle of Man and the Channel Islands' })
  @Column({ type: 'string', length: 16, nullable: true })
  nation: Nation | null;

  @Field(() => Int, { nullable: true, description: "The household's yearly gas use in kWh from its bills, when given" })
  @Column({ type: 'integer', nullable: true })
  annualGasKwh: number | null;

  @Field(() => Int, { nullable: true, description: "The household's yearly electricity use in kWh from its bills, when given" })
  @Column({ type: 'integer', nullable: true })
  annualElectricityKwh: number | null;

  @Field(() => Int, { nullable: true, description: "The household's yearly use of the fuel its oil, LPG, coal or wood heating burns, in annualFuelUnit, when given" })
  @Column({ type: 'integer', nullable: true })
  annualFuelUse: number | null;

  @Field(() => String, { nullable: true, description: 'The unit of annualFuelUse: oil_litres, lpg_kg, coal_bags, wood_logs_kg and the like, or <fuel>_kwh' })
  @Column({ type: 'string', length: 32, nullable: true })
  annualFuelUnit: PropertyInput['annualFuelUnit'];

  @Column({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date)
  @Column({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
