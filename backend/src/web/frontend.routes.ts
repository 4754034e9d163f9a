import { existsSync } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { escapeRegExp } from './escape-reg-exp.js';
import { sendPrecompressed } from './precompressed-file.js';

/** Hashed names change with their content, so a browser may keep them for good. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Unhashed files beside index.html (the favicon) may change under the same name. */
const UNHASHED_FILE_CACHE = 'public, max-age=3600';
/** Pages name the current release's assets: the browser asks again each time (a 304 when unchanged). */
const PAGE_CACHE = 'no-cache';

/**
 * Serves the built single-page app. Hashed assets are cached for a year; every other GET path
 * is answered with a page, the one prerendered for that route when the build wrote one and
 * otherwise the app shell, so client routes and deep links work. A path that is none of the app's
 * pages is answered 404 (the app still shows its not-found card), as are dead private links whose
 * feature set that status before. Every text file goes out as the Brotli or gzip copy the build
 * wrote, as the browser accepts.
 */
export function frontendRoutes(distDir: string): Router {
  const router = Router();
  const appShell = path.join(distDir, 'index.html');
  const routes = clientRoutes(distDir);

  router.get('/assets/{*file}', (req, res, next) =>
    sendPrecompressed(req, res, () => res.sendStatus(404), { root: distDir, file: req.path.slice(1), cacheControl: HASHED_ASSET_CACHE }).catch(next),
  );

  router.get('/{*splat}', async (req, res, next) => {
    if (!existsSync(appShell)) {
      res
        .status(503)
        .type('text')
        .send('The web app has not been built yet. Run `npm run build`, or use `npm run dev` while developing.');
      return;
    }
    const sendPage = async () => {
      const file = await pageFor(distDir, req.path);
      if (!(await routes).matches(req.path)) res.status(404);
      await sendPrecompressed(req, res, next, { root: distDir, file, cacheControl: res.get('Cache-Control') ?? PAGE_CACHE });
    };
    if (!path.extname(req.path)) return sendPage();
    // The fall-through runs as sendPrecompressed's next(), which returns nothing; its failure goes to our next.
    await sendPrecompressed(req, res, () => void sendPage().catch(next), { root: distDir, file: req.path.slice(1), cacheControl: UNHASHED_FILE_CACHE });
  });

  return router;
}

/** Where the build writes the pages it rendered ahead: `prerendered/about/index.html`. */
const PRERENDERED_DIR = 'prerendered';

/**
 * The page prerendered for a route, or the app shell (an empty root that renders any route:
 * a prerendered page would show its own content before the router took over).
 */
async function pageFor(distDir: string, urlPath: string): Promise<string> {
  const route = decodedRoute(urlPath);
  if (route === undefined) return 'index.html';
  const prerendered = path.posix.join(PRERENDERED_DIR, route, 'index.html');
  return access(path.join(distDir, prerendered)).then(() => prerendered, () => 'index.html');
}

/** `/about/` → `about`, `/` → ``; undefined for anything that could leave the folder. */
function decodedRoute(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment.includes('\\') || segment.includes('\0'))) return undefined;
  return segments.join('/');
}

/** Where the build lists the app's route patterns (`["/", "/plan/:token", ...]`). */
const CLIENT_ROUTES_FILE = 'client-routes.json';

interface ClientRoutes {
  matches(urlPath: string): boolean;
}

/**
 * The app's pages, read once from the build's list. A build without the list (an older one, a
 * test's) is taken to have a page at every path, as before the list existed.
 */
async function clientRoutes(distDir: string): Promise<ClientRoutes> {
  let patterns: string[];
  try {
    patterns = JSON.parse(await readFile(path.join(distDir, CLIENT_ROUTES_FILE), 'utf8')) as string[];
  } catch {
    return { matches: () => true };
  }
  const matchers = patterns.map(patternMatcher);
  return { matches: (urlPath) => matchers.some((matcher) => matcher.test(urlPath)) };
}

/**
 * `/plan/:token` → a regular expression for one path, as the client router matches it: any case,
 * a trailing slash allowed, a `:name` segment standing for any one segment.
 */
function patternMatcher(pattern: string): RegExp {
  const segments = pattern.split('/').filter(Boolean).map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return new RegExp(`^/${segments.join('/')}/?$`, 'i');
}
