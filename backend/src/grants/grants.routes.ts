import { Router } from 'express';
import { grantsSubmissionSchema } from '@warmwise/common';
import { contextOf } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';

/** POST /api/grants-questionnaire and the public catalogue for partners. */
export function grantsRoutes(): Router {
  const router = Router();
  router.get('/grants/schemes', (req, res) => {
    res.json({ schemes: contextOf(req).services.grants.schemes() });
  });
  router.post('/grants-questionnaire', async (req, res) => {
    const { submission, schemes } = await contextOf(req).services.grants.submit(parseInput(grantsSubmissionSchema, req.body));
    res.status(201).json({ success: true, id: submission.id, eligibleGrants: schemes });
  });
  return router;
}
