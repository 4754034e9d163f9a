import { BrowserRouter } from 'react-router-dom';
import { useBrowserSession } from '../session/useBrowserSession';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

export function App() {
  useBrowserSession();
  return (
    <AppProviders>
      {/* A page whose code is still downloading shows the light fallback at once, rather than the
          old page staying put as if the click had done nothing. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
