import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { expect } from '@jest/globals';
import { act, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createApolloClient } from '../../app/apolloClient';
import { appSystem } from '../../app/system';
import { AppToaster } from '../../toast/toaster';
import { AuthPage } from '../AuthPage';
import { QuickAuthPage } from '../QuickAuthPage';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

type User = ReturnType<typeof userEvent.setup>;

/**
 * Renders the auth routes at a path with a fresh Apollo cache and the real toaster; the network
 * is msw's. Other paths render nothing but the location, which is what tests read after a redirect.
 */
export async function renderAuth(path: string, user: User = userEvent.setup()) {
  const client = createApolloClient(new URL('/graphql', window.location.href).href);
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <ChakraProvider value={appSystem()}>
        <ApolloProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/auth" element={<AuthPage />} />
              <Route path="/quick-auth" element={<QuickAuthPage />} />
              <Route path="*" element={null} />
            </Routes>
            <CurrentLocation />
          </MemoryRouter>
        </ApolloProvider>
        <AppToaster />
      </ChakraProvider>,
    );
  });
  if (!view) throw new Error('render did not run');
  return { user, ...view };
}

/** Waits until the router is at exactly `path` (with its query). */
export const expectLocation = (path: string) => waitFor(() => expect(screen.getByTestId('location').textContent).toBe(path));
