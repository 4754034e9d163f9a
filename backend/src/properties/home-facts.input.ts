import { Field, InputType, Int } from 'type-graphql';

/**
 * The facts of a home the energy model plans from, as GraphQL inputs: shared by the wizard's home
 * profile and the homes a partner sends, and checked by the same shared rules in @warmwise/common.
 * Each input that extends it lists these fields; no field takes it as it is.
 */
@InputType('HomeFactsInput')
export abstract class HomeFactsInput {
  @Field(() => String)
  postcode: string;

  @Field(() => String, { description: 'Semi-detached, Detached, Terraced, Flat/Apartment or Bungalow' })
  propertyType: string;

  @Field(() => String, { description: 'Pre-1919, 1919-1944, 1945-1964, 1965-1982, 1983-2002, 2003-2010 or 2011-Present' })
  yearBuilt: string;

  @Field(() => Int, { nullable: true, description: 'm²; estimated from the type and bedrooms when not given' })
  floorArea?: number | null;

  @Field(() => Int, { nullable: true })
  numBedrooms?: number | null;

  @Field(() => String, { nullable: true, description: 'Gas boiler, Oil boiler, Electric storage heaters, Heat pump, District heating or Other' })
  heatingSystem?: string | null;

  @Field(() => String, { nullable: true, description: "With heatingSystem 'Other': lpg, coal, wood, electric_room_heaters or unknown" })
  heatingFuel?: string | null;

  @Field(() => String, { nullable: true, description: "The certificate's band, A to G" })
  epcRating?: string | null;

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
