import { ChakraProvider } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { GlobalErrorBoundary } from '../errors/GlobalErrorBoundary';
import { AppToaster } from '../toast/toaster';
import { appSystem } from './system';
import { WithApollo } from './WithApollo';

interface AppProvidersProps {
  /**
   * Omitted by the app: screens that query bring Apollo Client with their own code (see
   * `lazyPage`). Tests pass a fresh client so every screen they render can query.
   */
  client?: ApolloClient;
  children: ReactNode;
}

/** Everything a screen needs around it, shared by the app and the tests (which bring their own router). */
export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ChakraProvider value={appSystem()}>
      <GlobalErrorBoundary>
        {client ? <WithApollo client={client}>{children}</WithApollo> : children}
        <AppToaster />
      </GlobalErrorBoundary>
    </ChakraProvider>
  );
}
