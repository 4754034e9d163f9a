import { Router } from 'express';
import { currentModelAssumptions } from './model-assumptions.service.js';

/** GET /api/model-assumptions: the same public answer as the modelAssumptions query, for partners over REST. */
export function modelAssumptionsRoutes(): Router {
  const router = Router();
  router.get('/model-assumptions', (_req, res) => {
    res.json(currentModelAssumptions());
  });
  return router;
}
