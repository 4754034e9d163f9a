import { Field, ID, InputType, Int, InterfaceType, ObjectType } from 'type-graphql';

/**
 * What a plan's reader may know of the home: the fabric and systems the figures rest on, never who
 * owns it, how to reach them or what else they stored.
 */
@InterfaceType('HomeDetails', { description: 'The home a plan is for, as the plan understood it' })
export abstract class HomeDetailsView {
  @Field(() => String)
  address: string;

  @Field(() => String, { nullable: true })
  fullAddress: string | null;

  @Field(() => String)
  postcode: string;

  @Field(() => String, { description: 'Semi-detached, Detached, Terraced, Flat/Apartment or Bungalow' })
  propertyType: string;

  @Field(() => String, { description: 'Pre-1919, 1919-1944, 1945-1964, 1965-1982, 1983-2002, 2003-2010 or 2011-Present' })
  yearBuilt: string;

  @Field(() => Int, { description: 'Square metres; 0 when unknown' })
  floorArea: number;

  @Field(() => Int)
  numBedrooms: number;

  @Field(() => String, { nullable: true })
  heatingSystem: string | null;

  @Field(() => String, { nullable: true })
  epcRating: string | null;

  @Field(() => String, { nullable: true, description: "Free text such as '2031 December'" })
  epcValidUntil: string | null;

  @Field(() => Boolean)
  solarPVPanels: boolean;

  @Field(() => Boolean)
  solarWaterHeating: boolean;
}

/** A home profile as its owner sees it (the owner columns of the entity are never exposed). */
@ObjectType('Property', { description: "A visitor's home profile, readable only by that visitor", implements: HomeDetailsView })
export class PropertyView extends HomeDetailsView {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => Boolean)
  contactApproval: boolean;

  @Field(() => String, { description: 'reduce_bills, comfort_improvement, environmental_benefit or property_value' })
  priority: string;

  @Field(() => String, { nullable: true })
  tenure: string | null;

  @Field(() => Int, { nullable: true, description: "The household's yearly gas use in kWh from its bills, when given" })
  annualGasKwh: number | null;

  @Field(() => Int, { nullable: true, description: "The household's yearly electricity use in kWh from its bills, when given" })
  annualElectricityKwh: number | null;

  @Field(() => Date)
  updatedAt: Date;
}

/** The wizard's home profile. Validated by the shared rules in @warmwise/common, as over REST. */
@InputType('PropertyInput')
export class PropertyInputType {
  @Field(() => String)
  address: string;

  @Field(() => String, { nullable: true })
  fullAddress?: string | null;

  @Field(() => String)
  postcode: string;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => Boolean, { nullable: true })
  contactApproval?: boolean | null;

  @Field(() => String, { nullable: true })
  priority?: string | null;

  @Field(() => String)
  propertyType: string;

  @Field(() => String)
  yearBuilt: string;

  @Field(() => Int, { nullable: true })
  floorArea?: number | null;

  @Field(() => Int, { nullable: true })
  numBedrooms?: number | null;

  @Field(() => String, { nullable: true })
  heatingSystem?: string | null;

  @Field(() => String, { nullable: true })
  epcRating?: string | null;

  @Field(() => String, { nullable: true })
  epcValidUntil?: string | null;

  @Field(() => String, { nullable: true })
  tenure?: string | null;

  @Field(() => Boolean, { nullable: true })
  solarPVPanels?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  solarWaterHeating?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Yearly gas use in kWh from bills (1-100,000); the plan is calibrated to it' })
  annualGasKwh?: number | null;

  @Field(() => Int, { nullable: true, description: 'Yearly electricity use in kWh from bills (1-50,000); the plan is calibrated to it' })
  annualElectricityKwh?: number | null;
}
