import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadPageAt } from './app/routeTable';
import { appSystem } from './app/system';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function start(root: HTMLElement) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Pages prerendered at build time arrive with their HTML: React adopts it rather than redrawing.
  // Hydrating as a transition lets React yield to the browser between components, so a tap on
  // the already painted page is not held behind one long task.
  if (root.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

// A page the browser draws itself (no HTML written at build time, as the plan) waits for its own
// code before the first render, so it paints whole at once: rendered ahead of its code, the
// header would paint alone and the page follow after a Suspense retry. Asked for first, so the
// code is evaluated while nothing else waits on it; a failed download is reported by the page.
const pageCode = container.hasChildNodes() ? Promise.resolve() : loadPageAt(window.location.pathname).catch(() => undefined);

// Start-up runs as three browser tasks rather than one (the scripts' evaluation, Chakra's
// system, then React), so on a slow phone none holds a tap on the painted page for long.
setTimeout(() => {
  appSystem();
  void pageCode.then(() => setTimeout(() => start(container)));
});
