import { Router } from 'express';
import { contextOf } from '../context/request-context.js';

/** POST /api/request-quote (spec section 7). */
export function quoteRoutes(): Router {
  const router = Router();
  router.post('/request-quote', async (req, res) => {
    const quote = await contextOf(req).services.quotes.request(req.body);
    res.status(201).json({ success: true, id: quote.id, message: "We've sent your details to the team and they will be following up shortly." });
  });
  return router;
}
