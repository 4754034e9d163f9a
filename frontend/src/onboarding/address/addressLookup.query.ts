import { graphql } from '../../gql';

/**
 * Homes at a postcode. Colocated with the Address step, its only user; each list item declares
 * the fields it shows in its own fragment (AddressItem_address).
 */
export const addressLookupQuery = graphql(`
  query AddressLookup($postcode: String!) {
    addressLookup(postcode: $postcode) {
      reset
      source
      message
      addresses {
        ...AddressItem_address
      }
    }
  }
`);
