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
  // A plan's two lists have no id: they are part of the plan, so a newer answer for the plan
  // merges into the cached lists (a query that asks for one list keeps the other) instead of
  // replacing them.
  RecommendationLists: { merge: true },
};

/**
 * One client per app (and per test). Every call carries the session cookie and cache-busting
 * headers, and reads are never stale, so queries go to the network by default; the normalised
 * cache still shares entities between screens. Apollo neither retries nor refetches on window
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
