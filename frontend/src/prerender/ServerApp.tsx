import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';

/**
 * The app as the build renders it: the same tree as `App`, with a router fixed at one URL in
 * place of the browser's, so the page hydrates without a mismatch.
 */
export function ServerApp({ url }: { url: string }) {
  return (
    <AppProviders>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
}
