import { Router } from 'express';
import { consentInputSchema } from '@warmwise/common';
import { contextOf } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';

/** POST /api/consent records the consent; GET /api/consent reads it back (null when not given). */
export function consentRoutes(): Router {
  const router = Router();
  router.post('/consent', async (req, res) => {
    res.status(201).json(await contextOf(req).services.consent.record(parseInput(consentInputSchema, req.body)));
  });
  router.get('/consent', (req, res) => {
    res.json(contextOf(req).services.consent.current());
  });
  return router;
}
