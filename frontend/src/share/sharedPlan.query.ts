import { graphql } from '../gql';

/** A plan opened through its link: the same parts of the screen as the owner's, read-only. */
export const sharedPlanQuery = graphql(`
  query SharedPlan($token: String!) {
    sharedPlan(token: $token) {
      sharedAt
      property {
        address
        fullAddress
        ...PropertyOverview_property
      }
      energyPlan {
        potentialSavings
        updatedAt
        ...FullPlan_plan
      }
    }
  }
`);
