import { Router } from 'express';
import { contextOf } from '../context/request-context.js';

/** POST /api/send-welcome-email: 202 whether or not a mail went, so the answer reveals nothing. */
export function welcomeRoutes(): Router {
  const router = Router();
  router.post('/send-welcome-email', async (req, res) => {
    const body = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
    await contextOf(req).services.welcome.send(body.email);
    res.status(202).json({ success: true });
  });
  return router;
}
