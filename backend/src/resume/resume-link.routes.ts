import { Router } from 'express';
import { resumeLinkMailInputSchema } from '@warmwise/common';
import { contextOf } from '../context/request-context.js';
import { DomainError } from '../errors/domain-error.js';
import { parseInput } from '../errors/parse-input.js';
import { contentTypeOf } from '../http/json-body.js';
import { presentResumeLink } from './resume-link.presenter.js';

/** REST wrappers for resume links; docs/api.md describes the answers. */
export function resumeLinkRoutes(): Router {
  const router = Router();

  router.post('/resume-links', async (req, res) => {
    res.status(201).json(presentResumeLink(await contextOf(req).services.resume.create()));
  });

  // 202 whether or not a mail went, so the answer reveals nothing.
  router.post('/resume-links/email', async (req, res) => {
    await contextOf(req).services.resume.email(parseInput(resumeLinkMailInputSchema, req.body));
    res.status(202).json({ success: true });
  });

  router.delete('/resume-links', async (req, res) => {
    res.json({ revoked: await contextOf(req).services.resume.revokeAll() });
  });

  // A POST: opening changes this browser's session. Never indexed, like every private link. It must
  // say it is JSON even when empty: a plain form on another site can send an empty POST as a
  // top-level navigation, whose answer could then plant the link holder's session in the browser.
  router.post('/resume/:token', async (req, res) => {
    if (contentTypeOf(req.headers['content-type']).mediaType !== 'application/json') {
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the request as JSON (Content-Type: application/json).');
    }
    res.set('X-Robots-Tag', 'noindex');
    res.json(await contextOf(req).services.resume.open(req.params.token));
  });

  return router;
}
