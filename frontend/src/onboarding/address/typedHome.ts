import { typedAddressLine, type TypedAddressInput } from '@warmwise/common';
import type { AddressItem_AddressFragment } from '../../gql/graphql';

// Listed homes carry their certificate's key; a typed one's id cannot be mistaken for one.
const TYPED_ID_PREFIX = 'typed:';

/** A home typed in because it was not listed: only its address is known until the look-up answers. */
export function typedHome(postcode: string, typed: TypedAddressInput): AddressItem_AddressFragment {
  const address = typedAddressLine(typed);
  return {
    id: `${TYPED_ID_PREFIX}${postcode}|${address}`,
    address,
    postcode,
    epcRating: null,
    propertyType: null,
    yearBuilt: null,
    floorArea: null,
    numBedrooms: null,
    heatingSystem: null,
  };
}
