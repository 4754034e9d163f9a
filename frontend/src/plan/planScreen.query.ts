import { graphql } from '../gql';

/**
 * Everything the full plan shows, in one round trip: the property's current plan and its home
 * profile. Each part of the screen declares the fields it shows in its own fragment.
 */
export const planScreenQuery = graphql(`
  query PlanScreen($propertyId: ID!) {
    energyPlan(propertyId: $propertyId) {
      id
      propertyId
      ...HomeToday_plan
      ...ImprovementPotential_plan
      ...RecommendationsCard_plan
      ...SourcesFootnote_plan
    }
    property(id: $propertyId) {
      id
      ...PlanHeader_property
      ...PropertyOverview_property
    }
  }
`);
