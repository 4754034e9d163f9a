import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { planFirstScreen, PLAN_RELOAD_COOKIE, type PlanFirstScreen } from '@warmwise/common';
import cookieParser from 'cookie-parser';
import { type ErrorRequestHandler, type RequestHandler, Router } from 'express';
import { contextOf } from '../context/request-context.js';
import { DomainError } from '../errors/domain-error.js';
import { fillPlanFirstScreen } from './plan-first-screen-page.js';

/** Where the build writes a route's page with the plan's first screen as placeholders: `prerendered/plan/first-screen.html`. */
const TEMPLATE_FILE = 'first-screen.html';
/** The plan's routes are single, lower-case segments (`/plan`, `/my-plan`); any other spelling gets the plain page. */
const PLAN_ROUTE = /^\/([a-z-]+)$/;
/** Written for its owner alone: never kept by a browser's cache or a proxy, nor served to anyone else. */
const OWN_PAGE_CACHE = 'private, no-store';

/**
 * A plan page reloaded by a tab that showed a plan (it names the home in a cookie as it unloads:
 * `PLAN_RELOAD_COOKIE`) is answered with the plan's first screen in it, heading, address and
 * figures, when the visitor's session owns that home and its current plan is stored: a phone paints
 * them before any script has arrived, and the app draws from the page's data block while it reads
 * the rest. Everyone else (no hint, no session, another visitor's home, a plan to build first, a
 * fault) goes on to the plain app shell, as before. The hint is cleared whatever the answer, so it
 * serves one reload. `visitor` reads the session and builds the request's services, as the API does.
 */
export function planFirstScreenRoutes(distDir: string, visitor: RequestHandler[]): Router {
  const router = Router();
  router.get('/{*splat}', cookieParser(), hintedPlanPage(distDir), ...visitor, answerWithFirstScreen, fallBackToShell);
  return router;
}

interface HintedPage {
  propertyId: string;
  template: string;
}

/** Passes on (to the shell) unless the request is a plan route's page, hinted, with a template in the build. */
function hintedPlanPage(distDir: string): RequestHandler {
  return async (req, res, next) => {
    const hint: unknown = req.cookies?.[PLAN_RELOAD_COOKIE];
    const route = PLAN_ROUTE.exec(req.path)?.[1];
    if (typeof hint !== 'string' || !hint || !route) return next('route');
    res.clearCookie(PLAN_RELOAD_COOKIE, { path: '/', sameSite: 'strict' });
    const template = await readFile(path.join(distDir, 'prerendered', route, TEMPLATE_FILE), 'utf8').catch(() => null);
    if (template === null) return next('route');
    res.locals.hinted = { propertyId: hint, template } satisfies HintedPage;
    next();
  };
}

const answerWithFirstScreen: RequestHandler = async (req, res, next) => {
  const { propertyId, template } = res.locals.hinted as HintedPage;
  const firstScreen = await ownFirstScreen(req, propertyId);
  if (!firstScreen) return next('route');
  res.status(200).set('Cache-Control', OWN_PAGE_CACHE).type('html').send(fillPlanFirstScreen(template, firstScreen));
};

/**
 * The first screen of the visitor's own home and its current stored plan, read as the plan
 * screen's query reads it (never built here); null when the session owns no such home or plan.
 */
async function ownFirstScreen(req: Parameters<RequestHandler>[0], propertyId: string): Promise<PlanFirstScreen | null> {
  const { session, services } = contextOf(req);
  if (!session.stored) return null;
  try {
    const plan = await services.plans.storedCurrentPlan(propertyId);
    return plan && planFirstScreen(plan.property, plan);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** A fault on the way (the database away) costs the visitor only the early paint: the plain shell follows. */
const fallBackToShell: ErrorRequestHandler = (error, req, _res, next) => {
  req.log.warn({ err: error }, 'plan page: serving the app shell without the first screen');
  next();
};
