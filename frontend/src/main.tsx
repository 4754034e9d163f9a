import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { RENDERED_IN_THE_BROWSER } from './prerender/renderedInTheBrowser';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Pages prerendered at build time arrive with their HTML: React adopts it rather than redrawing.
// Where the build left a page to the browser (the wizard, the plan) React renders it here, as
// planned: only other recoverable errors are reported.
// Hydrating as a transition lets React yield to the browser between components, so a tap on
// the already painted page is not held behind one long task.
if (container.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError(error) {
        if ((error as { digest?: unknown }).digest !== RENDERED_IN_THE_BROWSER) reportError(error);
      },
    });
  });
} else {
  createRoot(container).render(app);
}
