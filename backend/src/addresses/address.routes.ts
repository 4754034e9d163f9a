import { addressLookupSchema, epcDetailsSchema } from '@warmwise/common';
import { Router } from 'express';
import { contextOf } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';

/** The REST paths of the EPC look-up: parse, call the service, answer. */
export function addressRoutes(): Router {
  const router = Router();

  router.post('/epc/lookup', async (req, res) => {
    res.json(await contextOf(req).services.addresses.lookup(parseInput(addressLookupSchema, req.body)));
  });

  router.post('/epc/details', async (req, res) => {
    const { success, data, message } = await contextOf(req).services.addresses.details(parseInput(epcDetailsSchema, req.body));
    res.json(message ? { success, data, message } : { success, data });
  });

  return router;
}
