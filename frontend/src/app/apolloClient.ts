import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export const GRAPHQL_PATH = '/graphql';

/**
 * One client per app (and per test). Spec section 7: every call carries the session cookie and
 * cache-busting headers, and reads are never stale, so queries go to the network by default; the
 * normalised cache still shares entities (AddressOption:{id}) between screens. Apollo neither
 * retries nor refetches on window focus unless told to, so those rules need no code.
 */
export function createApolloClient(uri: string = GRAPHQL_PATH): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri,
      credentials: 'include',
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    }),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'network-only' },
      query: { fetchPolicy: 'network-only' },
    },
  });
}
