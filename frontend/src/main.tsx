import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
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

// Start-up runs as three browser tasks rather than one (the scripts' evaluation, Chakra's
// system, then React), so on a slow phone none holds a tap on the painted page for long.
setTimeout(() => {
  appSystem();
  setTimeout(() => start(container));
});
