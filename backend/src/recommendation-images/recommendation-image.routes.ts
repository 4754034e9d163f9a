import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { resolveFromRoot } from '../config/paths.js';
import { notFound } from '../errors/domain-error.js';

/** Our own illustrations, one per measure; docs/assets.md says where they come from. */
const ILLUSTRATIONS_DIR = resolveFromRoot('backend/assets/recommendation-images');

// The names are the model's, not content-hashed, so an edited picture keeps its URL: browsers
// keep one for a day, then revalidate it by its ETag.
const CACHE_CONTROL = 'public, max-age=86400';

interface Illustration {
  body: Buffer;
  etag: string;
}

/**
 * The model names a measure's picture `<measure>.jpg`; the illustrations are `<measure>.svg`.
 * This is the one place the two names meet: either finds the illustration. Anything but a plain
 * lower-case name is refused here, before a look-up, so no request can name a path.
 */
function illustrationNameFor(requested: string): string | undefined {
  return /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(?:jpg|svg)$/.exec(requested)?.[1];
}

/** Read once at boot: a couple of dozen small files, served from memory. */
function loadIllustrations(): Map<string, Illustration> {
  const illustrations = new Map<string, Illustration>();
  for (const file of readdirSync(ILLUSTRATIONS_DIR).filter((name) => name.endsWith('.svg'))) {
    const body = readFileSync(path.join(ILLUSTRATIONS_DIR, file));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    illustrations.set(path.basename(file, '.svg'), { body, etag });
  }
  return illustrations;
}

/**
 * /attached_assets/{file}: the picture on each recommendation card. An unknown name answers 404
 * JSON, never the web app's page, so the card's image hides itself instead of showing HTML.
 */
export function recommendationImageRoutes(): Router {
  const illustrations = loadIllustrations();
  const router = Router();
  const noSuchImage = () => notFound('There is no image with that name.');

  router.get('/:file', (req, res, next) => {
    const name = illustrationNameFor(req.params.file);
    const illustration = name === undefined ? undefined : illustrations.get(name);
    if (!illustration) return next(noSuchImage());
    res.set({ 'Content-Type': 'image/svg+xml', 'Cache-Control': CACHE_CONTROL, ETag: illustration.etag });
    // Express answers 304 with no body when the browser already holds this ETag.
    res.send(illustration.body);
  });
  // Nested paths and anything else under the prefix are not images either.
  router.use((_req, _res, next) => next(noSuchImage()));

  return router;
}
