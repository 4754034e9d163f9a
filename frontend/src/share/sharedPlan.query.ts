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
        ...HomeToday_plan
        ...ImprovementPotential_plan
        ...RecommendationsCard_plan
        steps {
          ...PlanSteps_step
        }
        heatPumpVerdict {
          ...HeatPumpVerdict_verdict
        }
        ...SourcesFootnote_plan
      }
    }
  }
`);
