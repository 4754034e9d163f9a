import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { CertificateCheckView, RentalStandardView } from '../plans/index.js';

@InputType('RentedHomeInput', { description: "A privately rented home, in the planner's own fields; nothing is stored" })
export class RentedHomeInput {
  @Field(() => String, { nullable: true, description: 'Any reference of yours (up to 100 characters), returned with the result; never stored' })
  reference?: string | null;

  @Field(() => String, { description: "The home's UK postcode: its nation's standard and its climate" })
  postcode: string;

  @Field(() => String, { description: 'Semi-detached, Detached, Terraced, Flat/Apartment or Bungalow' })
  propertyType: string;

  @Field(() => String, { description: 'Pre-1919, 1919-1944, 1945-1964, 1965-1982, 1983-2002, 2003-2010 or 2011-Present' })
  yearBuilt: string;

  @Field(() => Int, { nullable: true, description: 'm²; estimated from the type and bedrooms when not sent' })
  floorArea?: number | null;

  @Field(() => Int, { nullable: true })
  numBedrooms?: number | null;

  @Field(() => String, { nullable: true, description: 'Gas boiler, Oil boiler, Electric storage heaters, Heat pump, District heating or Other' })
  heatingSystem?: string | null;

  @Field(() => String, { nullable: true, description: "What an 'Other' heating burns: lpg, coal, wood, electric_room_heaters or unknown" })
  heatingFuel?: string | null;

  @Field(() => String, { nullable: true, description: "The certificate's band, A to G" })
  epcRating?: string | null;

  @Field(() => Int, { nullable: true, description: "The certificate's score, 1 to 100: the route starts from it" })
  epcScore?: number | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: when the certificate was lodged (it is valid for ten years)' })
  certificateLodgedOn?: string | null;

  @Field(() => String, { nullable: true, description: "tenant, landlord or unknown (the default): whose words the headline is in" })
  viewpoint?: string | null;

  @Field(() => String, { nullable: true, description: 'cavity_filled, cavity_empty, solid_insulated, solid_uninsulated or unknown' })
  wallInsulation?: string | null;

  @Field(() => Int, { nullable: true, description: 'Loft insulation depth in mm (0-400)' })
  loftInsulationMm?: number | null;

  @Field(() => String, { nullable: true, description: 'single, double, triple or unknown' })
  glazing?: string | null;

  @Field(() => String, { nullable: true, description: 'condensing, non_condensing or unknown' })
  boilerType?: string | null;

  @Field(() => String, { nullable: true, description: 'none, programmer_only, thermostat, full or unknown' })
  heatingControls?: string | null;

  @Field(() => String, { nullable: true, description: 'ground, mid, top or unknown (flats)' })
  flatPosition?: string | null;
}

@ObjectType('RentedHomeStandard', { description: 'The standard for rented homes as it bears on one home a partner sent' })
export class RentedHomeStandardView {
  @Field(() => String, { nullable: true, description: 'The reference sent with the home' })
  reference: string | null;

  @Field(() => Int, { description: 'The modelled rating of the home as described' })
  currentEnergyEfficiency: number;

  @Field(() => String)
  currentEpcRating: string;

  @Field(() => RentalStandardView, { nullable: true, description: "The home's nation's standard for private lets: where the home stands, the cheapest route to the band against the cost cap, the exemption route and grants; null only where the postcode has no nation (Isle of Man, Channel Islands)" })
  rentalStandard: RentalStandardView | null;

  @Field(() => CertificateCheckView, { description: 'The certificate sent (or its absence): its age, the band a new assessment would likely give, whether a new one is worth it' })
  certificateCheck: CertificateCheckView;
}
