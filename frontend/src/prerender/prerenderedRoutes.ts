import { matchRoutes, type RouteObject } from 'react-router-dom';
import { appRouteTable } from '../app/routeTable';

/**
 * The pages written as HTML at build time: the same for every visitor (no plan, no account), so
 * they can paint before any script runs. The wizard is written at its first step, the postcode
 * form every visit starts with; the plan depends on the visitor.
 */
export const PRERENDERED_ROUTES = ['/', '/about', '/partners', '/privacy', '/terms', '/developers', '/onboarding'] as const;

/**
 * The routes whose page depends on the visitor (the plan): the build writes them the app shell,
 * an empty root the browser renders, so that it can name their page's code (see PAGE_CODE).
 */
export const SHELL_ROUTES = ['/plan', '/energy-plan', '/my-plan'] as const;

type WrittenRoute = (typeof PRERENDERED_ROUTES)[number] | (typeof SHELL_ROUTES)[number];

/** Apollo Client with the scope that provides it: loaded by every page that queries (see `lazyPage`). */
const APOLLO = 'src/app/ApolloScope.tsx';
const PLAN = ['src/plan/EnergyPlanPage.tsx', APOLLO];

/**
 * The modules each written route loads on its first visit (its page, and Apollo Client for pages
 * that query), as the app's route table imports them. The page's HTML preloads their scripts, so
 * a phone downloads them alongside the app's first script instead of only once that has run.
 * The build fails when one is not a page's own download. The home page's code is in the first script.
 */
export const PAGE_CODE: Partial<Record<WrittenRoute, readonly string[]>> = {
  '/about': ['src/pages/about/AboutPage.tsx', APOLLO],
  '/partners': ['src/pages/partners/PartnersPage.tsx'],
  '/privacy': ['src/pages/privacy/PrivacyPage.tsx'],
  '/terms': ['src/pages/terms/TermsPage.tsx'],
  '/developers': ['src/developers/DevelopersPage.tsx'],
  '/onboarding': ['src/onboarding/OnboardingPage.tsx', APOLLO],
  '/plan': PLAN,
  '/energy-plan': PLAN,
  '/my-plan': PLAN,
};

/**
 * Every path pattern the app has a page for (`/plan/:token`), the not-found page left out: the
 * build writes them beside the pages, so the server answers any other path 404.
 */
export function appRoutePatterns(): string[] {
  const patterns: string[] = [];
  const walk = (routes: RouteObject[], parent: string) => {
    for (const route of routes) {
      if (route.path === '*') continue;
      const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
      if (route.path !== undefined || route.index) patterns.push(path || '/');
      if (route.children) walk(route.children, path || '/');
    }
  };
  walk(appRouteTable(), '');
  return [...new Set(patterns)];
}

/** Fails the build when a listed path would only reach the not-found page. */
export function assertRoutesExist(paths: readonly string[]): void {
  const table = appRouteTable();
  for (const path of paths) {
    const matches = matchRoutes(table, path) ?? [];
    if (matches.length === 0 || matches.at(-1)?.route.path === '*') throw new Error(`${path} is not in the app's route table`);
  }
}
