import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { createApolloClient } from './apolloClient';

let sharedClient: ApolloClient | undefined;

/** One client, and so one normalised cache, for the whole visit: screens share what they fetched. */
function appClient(): ApolloClient {
  sharedClient ??= createApolloClient();
  return sharedClient;
}

interface ApolloScopeProps {
  /** A client of the caller's own (each test brings a fresh one); else the app's shared client. */
  client?: ApolloClient;
  children: ReactNode;
}

/**
 * Gives Apollo Client to the screens that query. It is loaded with those screens' code rather
 * than with the app's first script, so the home page never downloads it. Inside a scope that
 * already has a client it adds nothing.
 */
export function ApolloScope({ client, children }: ApolloScopeProps) {
  const outer = useContext(getApolloContext()).client;
  if (outer && !client) return children;
  return <ApolloProvider client={client ?? appClient()}>{children}</ApolloProvider>;
}
