import { createRoutesFromChildren, matchRoutes, type RouteObject } from 'react-router-dom';
import { AppRoutes } from '../app/AppRoutes';

/**
 * The pages written as HTML at build time: the same for every visitor (no plan, no account, no
 * API data), so they can paint before any script runs. The wizard, the plan and the forms
 * depend on the visitor and stay with the app shell.
 */
export const PRERENDERED_ROUTES = ['/', '/about', '/partners', '/privacy', '/terms'] as const;

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
