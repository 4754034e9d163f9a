import { useMutation } from '@apollo/client/react';
import { friendlyMessage } from '../../errors/friendlyMessage';
import { graphql } from '../../gql';
import { notify } from '../../toast/toaster';

/**
 * Asks for the whole plan screen's plan back (the server re-models the plan without the measure),
 * so Apollo updates the cached EnergyPlan:{id} and every tile, card, step, the heat-pump verdict
 * and the footnote re-render from the server's answer without a refetch.
 * @internal exported for its tests, which run it against the cache
 */
export const removeRecommendationMutation = graphql(`
  mutation PlanRemoveRecommendation($id: ID!, $energyPlanId: ID!) {
    removeRecommendation(id: $id, energyPlanId: $energyPlanId) {
      id
      propertyId
      ...FullPlan_plan
    }
  }
`);

/** The undo of a removal: the removed row is gone, so the measure is named by its title. */
const restoreRecommendationMutation = graphql(`
  mutation PlanRestoreRecommendation($title: String!, $energyPlanId: ID!) {
    restoreRecommendation(title: $title, energyPlanId: $energyPlanId) {
      id
      propertyId
      ...FullPlan_plan
    }
  }
`);

const REMOVE_NOTICES = {
  removed: { title: 'Recommendation removed', description: 'It no longer appears in your plan.', tone: 'success' },
  failed: { title: 'Error removing recommendation', description: 'Please try again.', tone: 'destructive' },
  restored: { title: 'Recommendation restored', description: 'It is back in your plan.', tone: 'success' },
  restoreFailed: { title: 'Could not bring it back', description: 'Please refresh the page and try again.', tone: 'destructive' },
} as const;

interface Removable {
  id: string;
  title: string;
}

/**
 * Removes one recommendation and says how it went; the success toast offers Undo. A refusal the
 * server explains (the last recommendation of a plan) is shown in its own words.
 */
export function useRemoveRecommendation(energyPlanId: string) {
  const [mutateRemove, { loading: removing }] = useMutation(removeRecommendationMutation);
  const [mutateRestore, { loading: restoring }] = useMutation(restoreRecommendationMutation);

  const restore = async (title: string): Promise<void> => {
    try {
      await mutateRestore({ variables: { title, energyPlanId } });
      notify(REMOVE_NOTICES.restored);
    } catch {
      notify(REMOVE_NOTICES.restoreFailed);
    }
  };

  const remove = async ({ id, title }: Removable): Promise<void> => {
    try {
      await mutateRemove({ variables: { id, energyPlanId } });
      notify({ ...REMOVE_NOTICES.removed, action: { label: 'Undo', onClick: () => void restore(title) } });
    } catch (error) {
      notify({ ...REMOVE_NOTICES.failed, description: friendlyMessage(error, REMOVE_NOTICES.failed.description) });
    }
  };

  return { remove, removing: removing || restoring };
}
