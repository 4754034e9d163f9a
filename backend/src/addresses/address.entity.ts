import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

/**
 * A home that can be found by postcode, with what its energy certificate says when known.
 * A plain public record, so one class is both the table row and the GraphQL type.
 */
@Entity({ tableName: 'address' })
@ObjectType('AddressOption', {
  description: 'A home found at a postcode, with what its energy certificate says when known',
})
export class Address {
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID)
  id: string = randomUUID();

  /** Normalised: upper case, one space before the inward code ('SW1A 1AA'). */
  @Index()
  @Property({ type: 'string', length: 8 })
  @Field(() => String)
  postcode: string;

  /** The address line as a person reads it, without the postcode. */
  @Property({ type: 'string', length: 255 })
  @Field(() => String)
  address: string;

  @Property({ type: 'string', length: 1, nullable: true })
  @Field(() => String, { nullable: true })
  epcRating?: string | null;

  @Property({ type: 'string', length: 32, nullable: true })
  @Field(() => String, { nullable: true })
  propertyType?: string | null;

  @Property({ type: 'string', length: 16, nullable: true })
  @Field(() => String, { nullable: true })
  yearBuilt?: string | null;

  @Property({ type: 'double', nullable: true })
  @Field(() => Float, { nullable: true })
  floorArea?: number | null;

  @Property({ type: 'smallint', nullable: true })
  @Field(() => Int, { nullable: true })
  numBedrooms?: number | null;

  @Property({ type: 'string', length: 64, nullable: true })
  @Field(() => String, { nullable: true })
  heatingSystem?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', hidden: true })
  createdAt: Date = new Date();
}
