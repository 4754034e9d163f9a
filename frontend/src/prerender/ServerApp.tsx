import { Route, Routes, StaticRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { Layout } from '../app/Layout';
import { RenderedInTheBrowser } from './renderedInTheBrowser';

interface ServerAppProps {
  url: string;
  /** Render only the shared frame (header, footer), leaving the page itself to the browser. */
  frameOnly?: boolean;
}

/**
 * The app as the build renders it: the same tree as `App`, with a router fixed at one URL in
 * place of the browser's, so the page hydrates without a mismatch.
 */
export function ServerApp({ url, frameOnly = false }: ServerAppProps) {
  return (
    <AppProviders>
      <StaticRouter location={url}>{frameOnly ? <FrameRoutes /> : <AppRoutes />}</StaticRouter>
    </AppProviders>
  );
}

/** The route table's shape (the layout route around one page) with the page left out. */
function FrameRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<RenderedInTheBrowser />} />
      </Route>
    </Routes>
  );
}
