import type { PlanFirstScreen } from '@warmwise/common';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { TemplateFirstScreenProvider } from '../plan/servedFirstScreen';

interface ServerAppProps {
  url: string;
  /** For the plan page's template: the first screen its placeholders stand in (see renderPage). */
  planFirstScreen?: PlanFirstScreen;
}

/**
 * The app as the build renders it: the same tree as `App`, with a router fixed at one URL in
 * place of the browser's, so the page hydrates without a mismatch.
 */
export function ServerApp({ url, planFirstScreen }: ServerAppProps) {
  return (
    <AppProviders>
      <TemplateFirstScreenProvider value={planFirstScreen ?? null}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </TemplateFirstScreenProvider>
    </AppProviders>
  );
}
