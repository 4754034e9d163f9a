import { graphql } from '../../gql';

/**
 * The fresh plan stored for the plan screen once a profile is saved. Named for the wizard so it
 * cannot clash with the plan screen's own query; it asks for what normaliseEnergyPlan reads.
 */
export const onboardingEnergyPlanQuery = graphql(`
  query OnboardingEnergyPlan($propertyId: ID!) {
    energyPlan(propertyId: $propertyId) {
      id
      propertyId
      priority
      potentialSavings
      co2Reduction
      propertyValueIncrease
      epcImprovement
      currentEpcRating
      potentialEpcRating
      currentEnergyEfficiency
      potentialEnergyEfficiency
      createdAt
      updatedAt
      recommendations {
        top3 {
          ...OnboardingPlanRecommendation
        }
        all {
          ...OnboardingPlanRecommendation
        }
      }
    }
  }

  fragment OnboardingPlanRecommendation on Recommendation {
    id
    title
    description
    cost
    savings
    annualSavingGbp
    modelledSavings
    carbonSaving
    installationType
    icon
    image
    priority
    learnMore
    rankReason
    informational
  }
`);
