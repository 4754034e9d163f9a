import { createRoutesFromChildren, matchRoutes, type RouteObject } from 'react-router-dom';
import { AppRoutes } from '../app/AppRoutes';

/**
 * The pages written as HTML at build time: the same for every visitor (no plan, no account), so
 * they can paint before any script runs. The wizard is written at its first step, the postcode
 * form every visit starts with; the plan depends on the visitor.
 */
export const PRERENDERED_ROUTES = ['/', '/about', '/partners', '/privacy', '/terms', '/onboarding'] as const;

/**
 * The pages whose frame (header, footer, a placeholder where the page goes) is written at build
 * time, so the visitor sees the site at once while the page's own code arrives. Not yet /plan:
 * its Thermy helper reads the stored plan with `useSyncExternalStore` and no server snapshot,
 * which cannot render at build time.
 */
export const FRAME_ROUTES = [] as const;

/** The app's own route table, read from `AppRoutes`, so a prerendered path is a real page. */
function appRouteTable(): RouteObject[] {
  return createRoutesFromChildren(AppRoutes().props.children);
}

/** Fails the build when a listed path would only reach the not-found page. */
export function assertRoutesExist(paths: readonly string[]): void {
  const table = appRouteTable();
  for (const path of paths) {
    const matches = matchRoutes(table, path) ?? [];
    if (matches.length === 0 || matches.at(-1)?.route.path === '*') throw new Error(`${path} is not in the app's route table`);
  }
}
