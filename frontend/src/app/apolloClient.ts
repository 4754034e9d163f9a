import { ApolloClient, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import generatedTypes from '../gql/possible-types';

const GRAPHQL_PATH = '/graphql';

/**
 * How the cache stores what the API returns. Every type with an `id` (EnergyPlan, Recommendation,
 * Property, AddressOption, GrantScheme, User and the results that carry an id) is normalised by
 * Apollo's default: one record per `Type:id`, shared by every query and mutation that returns it,
 * so removing a recommendation updates the plan each screen shows. The types without an id are
 * values embedded in their parent, or answers to one call that nothing else reads.
 */
const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // A home saved or read by any operation answers `property(id)` from the cache, so the plan
      // screen opens on the wizard's answer without asking again (and asks when fields are missing).
      property: { read: (existing: unknown, { args, toReference }) => existing ?? toReference({ __typename: 'Property', id: args?.id as string }) },
    },
  },
  // A plan's two lists have no id: they are part of the plan, so a newer answer for the plan
  // merges into the cached lists (a query that asks for one list keeps the other) instead of
  // replacing them.
  RecommendationLists: { merge: true },
};

/**
 * One client per app (and per test). Every call carries the session cookie and cache-busting
 * headers, and queries go to the network by default; the plan screen, whose data the wizard's save
 * has just answered, reads the normalised cache first. Apollo neither retries nor refetches on window
 * focus unless told to, so those rules need no code
 * (docs/product.md, "The API's payloads and errors").
 */
export function createApolloClient(uri: string = GRAPHQL_PATH): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri,
      credentials: 'include',
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    }),
    // Fragments on an interface (a plan's figures, the home) match the concrete types it stands for.
    cache: new InMemoryCache({ typePolicies, possibleTypes: generatedTypes.possibleTypes }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'network-only' },
      query: { fetchPolicy: 'network-only' },
    },
  });
}
