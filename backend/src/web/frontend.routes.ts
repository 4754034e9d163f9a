import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Serves the built single-page app: hashed assets cached for a year, every other GET path
 * answered with index.html (never cached) so client routes and deep links work.
 */
export function frontendRoutes(distDir: string): Router {
  const router = Router();
  const indexHtml = path.join(distDir, 'index.html');

  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
      fallthrough: false,
    }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));

  router.get('/{*splat}', (_req, res) => {
    if (!existsSync(indexHtml)) {
      res
        .status(503)
        .type('text')
        .send('The web app has not been built yet. Run `npm run build`, or use `npm run dev` while developing.');
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(indexHtml);
  });

  return router;
}
