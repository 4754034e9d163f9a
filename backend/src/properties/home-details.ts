import { Property as Column } from '@mikro-orm/decorators/legacy';
import type { PropertyInput } from '@warmwise/common';
import { Field, Int, InterfaceType } from 'type-graphql';

/**
 * The home's fabric and systems, which its plan's figures rest on: stored as columns of the property
 * row and, as the GraphQL interface HomeDetails, all that a plan's reader may know of the home (never
 * who owns it, how to reach them or what else they stored). Described once here, for both.
 */
@InterfaceType('HomeDetails', { description: 'The home a plan is for, as the plan understood it' })
export abstract class HomeDetails {
  @Field(() => String)
  @Column({ type: 'string', length: 255 })
  address: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'string', length: 500, nullable: true })
  fullAddress: string | null;

  @Field(() => String)
  @Column({ type: 'string', length: 8 })
  postcode: string;

  @Field(() => String, { description: 'Semi-detached, Detached, Terraced, Flat/Apartment or Bungalow' })
  @Column({ type: 'string', length: 32 })
  propertyType: PropertyInput['propertyType'];

  @Field(() => String, { description: 'Pre-1919, 1919-1944, 1945-1964, 1965-1982, 1983-2002, 2003-2010 or 2011-Present' })
  @Column({ type: 'string', length: 16 })
  yearBuilt: PropertyInput['yearBuilt'];

  @Field(() => Int, { description: 'Square metres; 0 when unknown' })
  @Column({ type: 'integer' })
  floorArea: number;

  @Field(() => Int)
  @Column({ type: 'smallint' })
  numBedrooms: number;

  @Field(() => String, { nullable: true })
  @Column({ type: 'string', length: 32, nullable: true })
  heatingSystem: PropertyInput['heatingSystem'];

  @Field(() => String, { nullable: true })
  @Column({ type: 'string', length: 1, nullable: true })
  epcRating: PropertyInput['epcRating'];

  @Field(() => String, { nullable: true, description: "Free text such as '2031 December'" })
  @Column({ type: 'string', length: 40, nullable: true })
  epcValidUntil: string | null;

  @Field(() => Boolean)
  @Column({ type: 'boolean', fieldName: 'solar_pv_panels' })
  solarPVPanels: boolean;

  @Field(() => Boolean)
  @Column({ type: 'boolean' })
  solarWaterHeating: boolean;
}
