import { Router } from 'express';
import { contextOf } from '../context/request-context.js';

/** POST /api/thermy/messages: one question to Thermy, `{ message, conversationId? }`. */
export function thermyRoutes(): Router {
  const router = Router();
  router.post('/thermy/messages', async (req, res) => {
    res.json(await contextOf(req).services.thermy.ask(req.body));
  });
  return router;
}
