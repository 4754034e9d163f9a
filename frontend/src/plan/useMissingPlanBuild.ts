import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import type { PlanScreen_PropertyFragment } from '../gql/graphql';
import { linkBuiltPlan } from './linkBuiltPlan';
import { buildPlanMutation } from './planScreen.query';

/**
 * Builds the plan of a home the cache holds without one (saved before its plan was built, or
 * whose plan the model or prices have since moved past) and links it to the home in the cache, so
 * the screen's own read shows it without asking again. Once per home per visit.
 */
export function useMissingPlanBuild(property: PlanScreen_PropertyFragment | null | undefined) {
  const [build, { error, called }] = useMutation(buildPlanMutation, {
    update(cache, { data }) {
      if (data && property) linkBuiltPlan(cache, property.id, data.createEnergyPlan.id);
    },
  });
  const missing = property && !property.plan ? property.id : null;

  useEffect(() => {
    // A failed build shows as the screen's error state; the promise has nothing more to say.
    if (missing && !called) void build({ variables: { propertyId: missing } }).catch(() => undefined);
  }, [missing, called, build]);

  return { error };
}
