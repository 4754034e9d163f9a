import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useBrowserSession } from '../session/useBrowserSession';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { createApolloClient } from './apolloClient';

export function App() {
  useBrowserSession();
  const [client] = useState(() => createApolloClient());
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
