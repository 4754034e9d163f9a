import { graphql } from '../../gql';

/**
 * Everything the wizard caches about a saved home profile.
 * @public graphql-codegen reads it; the queries that spread the fragment use it by name, not by import.
 */
export const savedPropertyFragment = graphql(`
  fragment SavedProperty on Property {
    id
    address
    fullAddress
    postcode
    email
    contactApproval
    priority
    propertyType
    yearBuilt
    floorArea
    numBedrooms
    heatingSystem
    epcRating
    epcValidUntil
    tenure
    solarPVPanels
    solarWaterHeating
    annualGasKwh
    annualElectricityKwh
    heatingFuel
    wallInsulation
    loftInsulationMm
    glazing
    boilerType
    heatingControls
    flatPosition
    updatedAt
  }
`);

export const createPropertyMutation = graphql(`
  mutation CreateProperty($input: PropertyInput!) {
    createProperty(input: $input) {
      ...SavedProperty
    }
  }
`);

export const updatePropertyMutation = graphql(`
  mutation UpdateProperty($id: ID!, $input: PropertyInput!) {
    updateProperty(id: $id, input: $input) {
      ...SavedProperty
    }
  }
`);
