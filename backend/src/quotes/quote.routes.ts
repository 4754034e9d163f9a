import { Router } from 'express';
import { quoteRequestSchema } from '@warmwise/common';
import { contextOf } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';
import { QUOTE_SENT_MESSAGE } from './quote.service.js';

/** POST /api/request-quote. */
export function quoteRoutes(): Router {
  const router = Router();
  router.post('/request-quote', async (req, res) => {
    const quote = await contextOf(req).services.quotes.request(parseInput(quoteRequestSchema, req.body));
    res.status(201).json({ success: true, id: quote.id, message: QUOTE_SENT_MESSAGE });
  });
  return router;
}
