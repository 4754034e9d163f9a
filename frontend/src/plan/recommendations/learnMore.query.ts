import { graphql } from '../../gql';

/** Learn More text for one recommendation, with the plan's own figures. Fetched when the dialog opens. */
export const learnMoreQuery = graphql(`
  query PlanRecommendationDetails($title: String!, $energyPlanId: ID) {
    recommendationDetails(title: $title, energyPlanId: $energyPlanId) {
      title
      learnMore
    }
  }
`);
