import { Router } from 'express';
import { contextOf } from '../context/request-context.js';

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/** The REST paths of the EPC look-up: parse, call the service, answer. */
export function addressRoutes(): Router {
  const router = Router();

  router.post('/epc/lookup', async (req, res) => {
    res.json(await contextOf(req).services.addresses.lookup(field(req.body, 'postcode')));
  });

  router.post('/epc/details', async (req, res) => {
    const { success, data, message } = await contextOf(req).services.addresses.details(
      field(req.body, 'address'),
      field(req.body, 'postcode'),
    );
    res.json(message ? { success, data, message } : { success, data });
  });

  return router;
}
