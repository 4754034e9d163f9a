import { Router } from 'express';
import { contextOf } from '../context/request-context.js';

/** POST /api/learn-more-click and /api/user-interaction-webhook: 202 once stored. */
export function interactionRoutes(): Router {
  const router = Router();
  router.post('/learn-more-click', async (req, res) => {
    const event = await contextOf(req).services.interactions.record('learn_more_click', req.body);
    res.status(202).json({ success: true, id: event.id });
  });
  router.post('/user-interaction-webhook', async (req, res) => {
    const event = await contextOf(req).services.interactions.record('user_interaction', req.body);
    res.status(202).json({ success: true, id: event.id });
  });
  return router;
}
