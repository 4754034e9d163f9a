import { Router } from 'express';

/**
 * The API playground is a page of the web app (/playground), bundled with it so it works offline.
 * On: a browser opening /graphql is sent there. Off (production unless PLAYGROUND=true): the page
 * is not served, and /graphql answers only GraphQL requests.
 */
export function playgroundRoutes(enabled: boolean): Router {
  const router = Router();
  if (enabled) {
    router.get('/graphql', (req, res, next) => {
      const isPageVisit = req.query.query === undefined && (req.headers.accept ?? '').includes('text/html');
      if (isPageVisit) res.redirect(302, '/playground');
      else next();
    });
  } else {
    router.get('/playground', (_req, res) => {
      res.status(404).type('text').send('The API playground is not enabled on this server.');
    });
  }
  return router;
}
