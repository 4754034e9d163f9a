import { ChakraProvider } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { GlobalErrorBoundary } from '../errors/GlobalErrorBoundary';
import { AppToaster } from '../toast/toaster';
import { system } from './system';

interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

/** Everything a screen needs around it, shared by the app and the tests (which bring their own router). */
export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ChakraProvider value={system}>
      <GlobalErrorBoundary>
        <ApolloProvider client={client}>
          {children}
          <AppToaster />
        </ApolloProvider>
      </GlobalErrorBoundary>
    </ChakraProvider>
  );
}
