import type { ApolloClient } from '@apollo/client';
import { lazy, Suspense, type ReactNode } from 'react';

/** Apollo Client and the scope that provides it, fetched the first time something needs them. */
export const loadApolloScope = () => import('./ApolloScope');

const LazyApolloScope = lazy(() => loadApolloScope().then(({ ApolloScope }) => ({ default: ApolloScope })));

interface WithApolloProps {
  client?: ApolloClient;
  children: ReactNode;
  /** Shown while Apollo Client downloads; nothing by default, as for a dialog about to open. */
  fallback?: ReactNode;
}

/** Renders `children` inside an Apollo scope, loading Apollo Client on demand. */
export function WithApollo({ client, children, fallback = null }: WithApolloProps) {
  return (
    <Suspense fallback={fallback}>
      <LazyApolloScope client={client}>{children}</LazyApolloScope>
    </Suspense>
  );
}
