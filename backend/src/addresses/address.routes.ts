import { Router } from 'express';
import { contextOf } from '../context/request-context.js';

/** REST wrappers of spec section 7: parse, call the service, answer. */
export function addressRoutes(): Router {
  const router = Router();

  router.post('/epc/lookup', async (req, res) => {
    const body: unknown = req.body;
    const postcode = typeof body === 'object' && body !== null ? (body as { postcode?: unknown }).postcode : undefined;
    res.json(await contextOf(req).services.addresses.lookup(postcode));
  });

  return router;
}
