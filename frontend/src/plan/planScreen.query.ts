import { graphql } from '../gql';

/**
 * Everything the full plan shows of a plan, in one place, for the owner's screen and a shared plan
 * alike. The screen's read, the build of a missing plan and the removal and restore of a measure all
 * answer it (with the plan's id, so Apollo keeps one cached EnergyPlan:{id}): whatever changes the
 * plan updates every tile, card, step and verdict at once. Each part of the screen declares its
 * fields in its own fragment. The API refuses a field selected more than five times in one place and
 * Apollo adds `__typename` to every fragment, so at most three fragments on the plan sit beside this
 * one: "Your Home Today" reads its baseline through a fragment on the baseline, and the assumptions
 * the sources footnote selects.
 * @public graphql-codegen reads it; the operations that spread it use it by name, not by import.
 */
export const fullPlanFragment = graphql(`
  fragment FullPlan_plan on PlanFigures {
    baseline {
      ...HomeToday_baseline
    }
    ...ImprovementPotential_plan
    ...RecommendationsCard_plan
    steps {
      ...PlanSteps_step
    }
    heatPumpVerdict {
      ...HeatPumpVerdict_verdict
    }
    heatingDecision {
      ...HeatingDecision_decision
    }
    rentalStandard {
      ...RentalStandard_standard
    }
    certificateCheck {
      ...CertificateCheck_check
    }
    ...SourcesFootnote_plan
  }
`);

/**
 * The home and its current plan, one normalised cache entry each. The wizard's save selects all of
 * it (the home's fields through SavedProperty, the plan through FullPlan_plan), so the plan screen
 * opens from the cache without asking again.
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
      ...FullPlan_plan
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
      ...FullPlan_plan
    }
  }
`);
