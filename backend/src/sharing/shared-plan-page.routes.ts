import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BRAND } from '@warmwise/common';
import { Router } from 'express';
import { escapeHtml } from '../mail/escape-html.js';
import { clientNetwork } from '../rate-limit/client-network.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { SHARED_PLAN_READS_PER_NETWORK } from './share-link.service.js';
import { sharedPlanPreview, type SharedPlanPreview } from './shared-plan-preview.js';
import type { ShareTokens } from './share-tokens.js';

interface SharedPageSettings {
  distDir: string;
  publicBaseUrl: string;
  tokens: ShareTokens;
  /** The app's root entity manager: each request reads through a fork of it. */
  em: EntityManager;
  limiter: RateLimiter;
}

/**
 * /plan/{token}: the app shell with what crawlers and link previews read without running the
 * app (404 for a dead link): never index (a shared plan is private to whoever holds the link), and an Open Graph
 * preview of the plan. The app then renders the plan (or 'Energy Plan Not Found') itself. A
 * preview tells a live link from a dead one, so it counts as a read of the shared plan: past the
 * limit, every link is served as an unknown one.
 */
export function sharedPlanPageRoutes({ distDir, publicBaseUrl, tokens, em, limiter }: SharedPageSettings): Router {
  const router = Router();
  router.get('/plan/:token', async (req, res, next) => {
    let shell: string;
    try {
      shell = await readFile(path.join(distDir, 'index.html'), 'utf8');
    } catch {
      return next(); // Not built yet: the frontend routes explain.
    }
    const allowed = await limiter.allows(SHARED_PLAN_READS_PER_NETWORK, clientNetwork(req.ip ?? ''));
    const preview = allowed ? await sharedPlanPreview(em.fork(), tokens, req.params.token) : undefined;
    const pageUrl = new URL(`/plan/${encodeURIComponent(req.params.token)}`, publicBaseUrl).href;
    // A dead link answers 404, as monitors and crawlers read it; the app shows its own card.
    res
      .status(preview ? 200 : 404)
      .set({ 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' })
      .type('html')
      .send(withHeadTags(shell, preview, pageUrl));
  });
  return router;
}

function withHeadTags(shell: string, preview: SharedPlanPreview | undefined, pageUrl: string): string {
  const tags = ['<meta name="robots" content="noindex">'];
  if (preview) {
    const meta = { 'og:type': 'website', 'og:site_name': BRAND.productName, 'og:title': preview.title, 'og:description': preview.description, 'og:url': pageUrl };
    for (const [property, content] of Object.entries(meta)) tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
    tags.push('<meta name="twitter:card" content="summary">');
  }
  const title = `<title>${escapeHtml(preview?.title ?? 'Energy Plan Not Found')} | ${escapeHtml(BRAND.productName)}</title>`;
  return shell.replace(/<title>[^<]*<\/title>/, title).replace('</head>', `${tags.join('')}</head>`);
}
