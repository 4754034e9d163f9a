import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { addressLookupSchema, epcDetailsSchema } from '@warmwise/common';
import type { RequestContext } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';
import { AddressLookupResult } from './address-lookup.type.js';
import { EpcDetailsResult } from './epc-details.type.js';

@Resolver()
export class AddressResolver {
  @Query(() => AddressLookupResult, {
    description: 'Homes at a UK postcode (any spacing or case), in street-number order',
  })
  addressLookup(@Arg('postcode', () => String) postcode: string, @Ctx() ctx: RequestContext) {
    return ctx.services.addresses.lookup(parseInput(addressLookupSchema, { postcode }));
  }

  @Query(() => EpcDetailsResult, {
    description: "A home's details from its newest energy certificate, mapped to the wizard's options",
  })
  epcDetails(
    @Arg('address', () => String) address: string,
    @Arg('postcode', () => String) postcode: string,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.addresses.details(parseInput(epcDetailsSchema, { address, postcode }));
  }
}
