import { Property as Column } from '@mikro-orm/decorators/legacy';
import type { PropertyInput } from '@warmwise/common';
import { Field, Int, InterfaceType } from 'type-graphql';
import { BoilerTypeEnum, FlatPositionEnum, GlazingEnum, HeatingControlsEnum, HeatingFuelEnum, WallInsulationEnum } from '../graphql/closed-sets.js';

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

  @Field(() => HeatingFuelEnum, { nullable: true, description: "What the 'Other' main heating burns; null for every other heating system" })
  @Column({ type: 'string', length: 24, nullable: true })
  heatingFuel: PropertyInput['heatingFuel'];

  @Field(() => WallInsulationEnum, { description: "'unknown' when not stated: the plan then weighs what homes of this age and rating have" })
  @Column({ type: 'string', length: 24, default: 'unknown' })
  wallInsulation: PropertyInput['wallInsulation'];

  @Field(() => Int, { nullable: true, description: 'Loft insulation depth in mm (0-400); null when not known' })
  @Column({ type: 'smallint', nullable: true })
  loftInsulationMm: number | null;

  @Field(() => GlazingEnum)
  @Column({ type: 'string', length: 24, default: 'unknown' })
  glazing: PropertyInput['glazing'];

  @Field(() => BoilerTypeEnum)
  @Column({ type: 'string', length: 24, default: 'unknown' })
  boilerType: PropertyInput['boilerType'];

  @Field(() => HeatingControlsEnum)
  @Column({ type: 'string', length: 24, default: 'unknown' })
  heatingControls: PropertyInput['heatingControls'];

  @Field(() => FlatPositionEnum)
  @Column({ type: 'string', length: 24, default: 'unknown' })
  flatPosition: PropertyInput['flatPosition'];

  @Field(() => String, { nullable: true })
  @Column({ type: 'string', length: 1, nullable: true })
  epcRating: PropertyInput['epcRating'];

  @Field(() => String, { nullable: true, description: "Free text such as '2031 December'" })
  @Column({ type: 'string', length: 40, nullable: true })
  epcValidUntil: string | null;

  /** Worked out by the server whenever the home is saved, never taken from what the client sends. */
  @Field(() => Boolean, {
    description: 'True when no energy certificate was found for this address: the plan rests on the answers given and on values typical of homes nearby',
  })
  @Column({ type: 'boolean', default: false })
  withoutCertificate: boolean = false;

  @Field(() => Boolean)
  @Column({ type: 'boolean', fieldName: 'solar_pv_panels' })
  solarPVPanels: boolean;

  @Field(() => Boolean)
  @Column({ type: 'boolean' })
  solarWaterHeating: boolean;
}
