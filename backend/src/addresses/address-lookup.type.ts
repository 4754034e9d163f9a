import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Address } from './address.entity.js';

export enum AddressSource {
  local = 'local',
  register = 'register',
  cache = 'cache',
}

registerEnumType(AddressSource, {
  name: 'AddressSource',
  description: 'Where an address look-up was answered from',
});

/** The answer of POST /api/epc/lookup and of the `addressLookup` query: one shape for both. */
@ObjectType({ description: 'Homes at a postcode, and where the answer came from' })
export class AddressLookupResult {
  @Field(() => [Address])
  addresses: Address[];

  /** True when the client should clear any list it shows (nothing was found). */
  @Field(() => Boolean)
  reset: boolean;

  @Field(() => AddressSource)
  source: AddressSource;

  @Field(() => String, { nullable: true })
  message?: string | null;
}
