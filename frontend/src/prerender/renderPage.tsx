import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { PlanFirstScreen } from '@warmwise/common';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { ServerApp } from './ServerApp';

export { appRoutePatterns, assertRoutesExist, PAGE_CODE, PRERENDERED_ROUTES, SHELL_ROUTES } from './prerenderedRoutes';
export { firstScreenTexts, PLAN_FIRST_SCREEN_TEMPLATE } from '@warmwise/common';

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  appHtml: string;
  /** The page's critical CSS: exactly the rules its components inserted. */
  styleTag: string;
}

/**
 * Renders one route to HTML at build time, waiting for its lazy page code, and collects the
 * Chakra (Emotion) styles it used. The style tag names each rule's id, in the form Emotion's
 * browser cache adopts at start-up, so hydration reuses the rules instead of inserting them again.
 * A plan route rendered with `planFirstScreen` draws the plan's first screen from it: the template
 * whose placeholders the server fills in for a visitor reloading their plan.
 */
export async function renderPage(url: string, { planFirstScreen }: { planFirstScreen?: PlanFirstScreen } = {}): Promise<RenderedPage> {
  const cache = createCache({ key: 'css' });
  // Collect rules in the cache instead of writing <style> tags beside each component.
  cache.compat = true;
  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <ServerApp url={url} planFirstScreen={planFirstScreen} />
      </CacheProvider>
    </StrictMode>,
    {
      // Never split a long page into parts completed by inline scripts: the Content Security
      // Policy allows none, and a static page has nothing to stream.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failures.push(error);
      },
    },
  );
  // A page that failed to render would only show its placeholder: fail the build instead.
  if (failures.length > 0) throw failures[0];
  return { appHtml: await new Response(prelude).text(), styleTag: styleTagOf(cache) };
}

function styleTagOf(cache: EmotionCache): string {
  const ids: string[] = [];
  let rules = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    ids.push(id);
    rules += css;
  }
  return `<style data-emotion="${cache.key} ${ids.join(' ')}">${rules}</style>`;
}
