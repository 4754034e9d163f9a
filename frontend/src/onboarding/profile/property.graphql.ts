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
    priority
    propertyType
    yearBuilt
    floorArea
    numBedrooms
    heatingSystem
    epcRating
    epcValidUntil
    tenure
    rentalRole
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
  }
`);

/**
 * The Home profile save: a new home, or the one this session saved (by id), with its fresh plan in
 * the same answer and the same transaction. The answer fills the cache the plan screen reads:
 * SavedProperty holds every field of the home the plan screen shows (PlanScreen_property's header
 * and overview), so the home is selected once. Spreading PlanScreen_property as well selected them
 * twice, and a mutation may select at most 251 fields (the API's cost limit, __typename included).
 */
export const saveHomeProfileMutation = graphql(`
  mutation SaveHomeProfile($propertyId: ID, $input: PropertyInput!) {
    saveHomeProfile(propertyId: $propertyId, input: $input) {
      ...SavedProperty
      plan {
        id
        propertyId
        ...FullPlan_plan
      }
    }
  }
`);
