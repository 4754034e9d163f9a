import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { notify } from '../../toast/toaster';

/**
 * Asks for the plan's fragments back, so Apollo updates the cached EnergyPlan:{id} and every
 * tab, tile and footnote re-renders from the server's answer without a refetch.
 */
export const removeRecommendationMutation = graphql(`
  mutation PlanRemoveRecommendation($id: ID!, $energyPlanId: ID!) {
    removeRecommendation(id: $id, energyPlanId: $energyPlanId) {
      id
      propertyId
      ...ImprovementPotential_plan
      ...RecommendationsCard_plan
      ...SourcesFootnote_plan
    }
  }
`);

export const REMOVE_NOTICES = {
  removed: { title: 'Recommendation removed', description: 'It no longer appears in your plan.', tone: 'success' },
  failed: { title: 'Error removing recommendation', description: 'Please try again.', tone: 'destructive' },
} as const;

/** Removes one recommendation from the plan and says how it went (spec section 8). */
export function useRemoveRecommendation(energyPlanId: string) {
  const [mutate, { loading }] = useMutation(removeRecommendationMutation);
  const remove = async (id: string): Promise<void> => {
    try {
      await mutate({ variables: { id, energyPlanId } });
      notify(REMOVE_NOTICES.removed);
    } catch {
      notify(REMOVE_NOTICES.failed);
    }
  };
  return { remove, removing: loading };
}
