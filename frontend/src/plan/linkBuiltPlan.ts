import type { ApolloCache } from '@apollo/client';

/**
 * Points a home's `plan` in the cache at the plan just built for it, so every part of the screen
 * that reads the home shows the new plan without asking again.
 */
export function linkBuiltPlan(cache: ApolloCache, propertyId: string, planId: string): void {
  cache.modify({
    id: cache.identify({ __typename: 'Property', id: propertyId }),
    fields: { plan: (_, { toReference }) => toReference({ __typename: 'EnergyPlan', id: planId }) ?? null },
  });
}
