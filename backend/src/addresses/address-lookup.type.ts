import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { AddressLookupAnswer, AddressOptionAnswer, AddressSourceName } from './address-answers.js';

// An object rather than a TypeScript enum, so the service's plain answer ('local') fits the field.
const AddressSource = { local: 'local', register: 'register', cache: 'cache' } as const satisfies Record<AddressSourceName, AddressSourceName>;

registerEnumType(AddressSource, {
  name: 'AddressSource',
  description: 'Where an address look-up was answered from',
});

/** A home at a postcode, pre-filled from its newest energy certificate. */
@ObjectType('AddressOption', {
  description: 'A home found at a postcode, with what its newest energy certificate says',
})
export class AddressOption implements AddressOptionAnswer {
  @Field(() => ID, { description: "The newest certificate's LMK key" })
  id: string;

  @Field(() => String)
  address: string;

  @Field(() => String)
  postcode: string;

  @Field(() => String, { nullable: true })
  epcRating: string | null;

  @Field(() => String, { nullable: true })
  propertyType: string | null;

  @Field(() => String, { nullable: true })
  yearBuilt: string | null;

  @Field(() => Float, { nullable: true })
  floorArea: number | null;

  @Field(() => Int, { nullable: true, description: 'Estimated from habitable rooms' })
  numBedrooms: number | null;

  @Field(() => String, { nullable: true })
  heatingSystem: string | null;
}

/** The answer of POST /api/epc/lookup and of the `addressLookup` query: one shape for both. */
@ObjectType({ description: 'Homes at a postcode, and where the answer came from' })
export class AddressLookupResult implements AddressLookupAnswer {
  @Field(() => [AddressOption])
  addresses: AddressOption[];

  /** True when the client should clear any list it shows (nothing was found). */
  @Field(() => Boolean)
  reset: boolean;

  @Field(() => AddressSource)
  source: AddressSourceName;

  @Field(() => String, { nullable: true })
  message?: string | null;
}
