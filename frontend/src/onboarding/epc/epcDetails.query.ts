import { graphql } from '../../gql';

/**
 * The EPC fields the Home profile step pre-fills. A fragment, so the fallback built from the
 * search's address data and the server's answer share one generated type.
 * @public graphql-codegen reads it; the queries that spread the fragment use it by name, not by import.
 */
export const homeDetailsFragment = graphql(`
  fragment HomeDetails on EpcDetails {
    address
    fullAddress
    postcode
    propertyType
    yearBuilt
    floorArea
    numBedrooms
    heatingSystem
    epcRating
    epcValidUntil
    tenure
    heatingFuel
    wallInsulation
    loftInsulationMm
    glazing
    boilerType
    heatingControls
    flatPosition
    typicalOf
  }
`);

/** The chosen home's details from its newest certificate, already mapped to the wizard's options. */
export const epcDetailsQuery = graphql(`
  query EpcDetails($address: String!, $postcode: String!) {
    epcDetails(address: $address, postcode: $postcode) {
      success
      message
      data {
        ...HomeDetails
      }
    }
  }
`);
