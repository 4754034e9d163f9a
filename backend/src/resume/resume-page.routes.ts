import type { EntityManager } from '@mikro-orm/postgresql';
import { Router } from 'express';
import { clientNetwork } from '../rate-limit/client-network.js';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.js';
import { liveResumeVisitor } from './resume-link.service.js';

/**
 * Ours, the same allowance as opening a link: a person loads their link's page a few times a day;
 * past it every link is served as a dead one, so the page status cannot be used to guess.
 */
const RESUME_PAGES_PER_NETWORK: RateLimitRule = { name: 'resume-page', limit: 30, windowSeconds: 3_600, failClosed: false };

interface ResumePageSettings {
  /** The app's root entity manager: each request reads through a fork of it. */
  em: EntityManager;
  limiter: RateLimiter;
}

/**
 * /resume/{token}: the page of a private link, never indexed nor cached. A dead link's page is
 * answered 404, as monitors and crawlers read it; the app shows its own card either way. Only
 * reads: the link is opened by the app's POST, which changes the browser's session.
 */
export function resumePageRoutes({ em, limiter }: ResumePageSettings): Router {
  const router = Router();
  router.get('/resume/:token', async (req, res, next) => {
    res.set({ 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' });
    const allowed = await limiter.allows(RESUME_PAGES_PER_NETWORK, clientNetwork(req.ip ?? ''));
    if (!allowed || !(await liveResumeVisitor(em.fork(), req.params.token))) res.status(404);
    next();
  });
  return router;
}
