import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { CertificateCheckView, RentalStandardView } from '../plans/index.js';
import { HomeFactsInput } from '../properties/index.js';

@InputType('RentedHomeInput', { description: "A privately rented home, in the planner's own fields; nothing is stored" })
export class RentedHomeInput extends HomeFactsInput {
  @Field(() => String, { nullable: true, description: 'Any reference of yours (up to 100 characters), returned with the result; never stored' })
  reference?: string | null;

  @Field(() => Int, { nullable: true, description: "The certificate's score, 1 to 100: the route starts from it" })
  epcScore?: number | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: when the certificate was lodged (it is valid for ten years)' })
  certificateLodgedOn?: string | null;

  @Field(() => String, { nullable: true, description: 'tenant, landlord or unknown (the default): whose words the headline is in' })
  viewpoint?: string | null;
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
