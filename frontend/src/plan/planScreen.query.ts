import { graphql } from '../gql';

/**
 * Everything the full plan shows: the home and its current plan, one normalised cache entry each.
 * The wizard's save asks for the same fragment, so the plan screen opens from the cache without
 * asking again. Each part of the screen declares the fields it shows in its own fragment; the plan's
 * are spread here directly, not through a fragment of their own, because the API refuses a field
 * selected more than five times in one place and Apollo adds `__typename` to every fragment.
 * @public graphql-codegen reads it; the operations that spread it use it by name, not by import.
 */
export const planScreenFragment = graphql(`
  fragment PlanScreen_property on Property {
    id
    ...PlanHeader_property
    ...PropertyOverview_property
    plan {
      id
      propertyId
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
`);

/** The plan screen's one read: from the cache when the wizard has just filled it, else one request. */
export const planScreenQuery = graphql(`
  query PlanScreen($propertyId: ID!) {
    property(id: $propertyId) {
      ...PlanScreen_property
    }
  }
`);

/**
 * Builds the plan for a home that has none for its current details (never built, or the model or
 * prices have moved on since): reading a plan never builds one.
 */
export const buildPlanMutation = graphql(`
  mutation BuildPlan($propertyId: ID!) {
    createEnergyPlan(propertyId: $propertyId) {
      id
      propertyId
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
`);
