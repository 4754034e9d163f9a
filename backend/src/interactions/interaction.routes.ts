import { Router } from 'express';
import { interactionSchemas, type InteractionKind } from '@warmwise/common';
import { contextOf } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';

/** POST /api/learn-more-click and /api/user-interaction-webhook: 202 once stored. */
export function interactionRoutes(): Router {
  const router = Router();
  const track = (path: string, kind: InteractionKind) =>
    router.post(path, async (req, res) => {
      const event = await contextOf(req).services.interactions.record(kind, parseInput(interactionSchemas[kind], req.body));
      res.status(202).json({ success: true, id: event.id });
    });
  track('/learn-more-click', 'learn_more_click');
  track('/user-interaction-webhook', 'user_interaction');
  return router;
}
