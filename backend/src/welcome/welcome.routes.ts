import { Router } from 'express';
import { welcomeEmailInputSchema } from '@warmwise/common';
import { contextOf } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';

/** POST /api/send-welcome-email: 202 whether or not a mail went, so the answer reveals nothing. */
export function welcomeRoutes(): Router {
  const router = Router();
  router.post('/send-welcome-email', async (req, res) => {
    await contextOf(req).services.welcome.send(parseInput(welcomeEmailInputSchema, req.body));
    res.status(202).json({ success: true });
  });
  return router;
}
