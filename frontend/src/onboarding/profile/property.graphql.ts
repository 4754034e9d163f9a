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
    annualFuelUse
    annualFuelUnit
    heatingFuel
    wallInsulation
    loftInsulationMm
    glazing
    boilerType
    heatingControls
    flatPosition
    withoutCertificate
    updatedAt
  }
`);

/**
 * The Home profile save: a new home, or the one this session saved (by id), with its fresh plan in
 * the same answer and the same transaction. The answer fills the cache the plan screen reads.
 */
export const saveHomeProfileMutation = graphql(`
  mutation SaveHomeProfile($propertyId: ID, $input: PropertyInput!) {
    saveHomeProfile(propertyId: $propertyId, input: $input) {
      ...SavedProperty
      ...PlanScreen_property
    }
  }
`);
