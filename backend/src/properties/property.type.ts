import { Field, InputType, Int } from 'type-graphql';
import { HomeFactsInput } from './home-facts.input.js';

/** The wizard's home profile. Validated by the shared rules in @warmwise/common, as over REST. */
@InputType('PropertyInput')
export class PropertyInputType extends HomeFactsInput {
  @Field(() => String)
  address: string;

  @Field(() => String, { nullable: true })
  fullAddress?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => Boolean, { nullable: true })
  contactApproval?: boolean | null;

  @Field(() => String, { nullable: true })
  priority?: string | null;

  @Field(() => String, { nullable: true })
  epcValidUntil?: string | null;

  @Field(() => String, { nullable: true })
  tenure?: string | null;

  @Field(() => String, { nullable: true, description: 'tenant, landlord or unknown: a landlord sees the rented homes\' standard as what to do, a tenant as what the landlord must do' })
  rentalRole?: string | null;

  @Field(() => Boolean, { nullable: true })
  solarPVPanels?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  solarWaterHeating?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Yearly gas use in kWh from bills (1-100,000); the plan is calibrated to it' })
  annualGasKwh?: number | null;

  @Field(() => Int, { nullable: true, description: 'Yearly electricity use in kWh from bills (1-50,000); the plan is calibrated to it' })
  annualElectricityKwh?: number | null;

  @Field(() => Int, { nullable: true, description: 'Yearly use of the fuel an oil, LPG, coal or wood heating burns, in annualFuelUnit; the plan is calibrated to it' })
  annualFuelUse?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The unit of annualFuelUse, one of the heating fuel\'s: oil_litres, oil_kwh; lpg_litres, lpg_kg, lpg_kwh; coal_bags (25 kg), coal_kg, coal_kwh; wood_logs_kg, wood_pellet_bags (15 kg), wood_pellets_kg, wood_kwh',
  })
  annualFuelUnit?: string | null;

}
