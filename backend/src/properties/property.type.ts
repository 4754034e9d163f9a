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

  @Field(() => String, { nullable: true, description: "With heatingSystem 'Other': lpg, coal, wood, electric_room_heaters or unknown" })
  heatingFuel?: string | null;

  @Field(() => String, { nullable: true })
  epcRating?: string | null;

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

  @Field(() => String, { nullable: true, description: 'cavity_filled, cavity_empty, solid_insulated, solid_uninsulated or unknown' })
  wallInsulation?: string | null;

  @Field(() => Int, { nullable: true, description: 'Loft insulation depth in mm (0-400); empty when not known' })
  loftInsulationMm?: number | null;

  @Field(() => String, { nullable: true, description: 'single, double, triple or unknown' })
  glazing?: string | null;

  @Field(() => String, { nullable: true, description: 'condensing, non_condensing or unknown' })
  boilerType?: string | null;

  @Field(() => String, { nullable: true, description: 'none, programmer_only, thermostat, full or unknown' })
  heatingControls?: string | null;

  @Field(() => String, { nullable: true, description: 'For a flat: ground, mid, top or unknown' })
  flatPosition?: string | null;
}
