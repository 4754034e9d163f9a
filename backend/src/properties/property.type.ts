import { Field, InputType, Int } from 'type-graphql';

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
