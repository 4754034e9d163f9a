import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createApolloClient } from '../app/apolloClient';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';

/** Shows where the router is, so tests can assert navigation the way a visitor sees it: by URL. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

/**
 * Renders the whole app at a path with a fresh Apollo cache; the network is msw's. Async because
 * Chakra's state machines (Zag) start in a microtask after mounting: awaiting an async act lets
 * them settle inside act, as they would before a visitor's first click.
 */
export async function renderApp(path = '/') {
  const user = userEvent.setup();
  // Node's fetch needs an absolute URL; the browser resolves '/graphql' against the page.
  const client = createApolloClient(new URL('/graphql', window.location.href).href);
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <AppProviders client={client}>
        {/* Like the app's router (App.tsx): the URL changes at once, even while a page's code loads. */}
        <MemoryRouter initialEntries={[path]} useTransitions={false}>
          <AppRoutes />
          <CurrentLocation />
        </MemoryRouter>
      </AppProviders>,
    );
  });
  if (!view) throw new Error('render did not run');
  return { user, ...view };
}
