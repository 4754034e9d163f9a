import { Router } from 'express';
import { contactMessageSchema } from '@warmwise/common';
import { contextOf } from '../context/request-context.js';
import { parseInput } from '../errors/parse-input.js';
import { CONTACT_SENT_MESSAGE } from './contact.service.js';

/** POST /api/contact. */
export function contactRoutes(): Router {
  const router = Router();
  router.post('/contact', async (req, res) => {
    const contact = await contextOf(req).services.contact.send(parseInput(contactMessageSchema, req.body));
    res.status(201).json({ success: true, id: contact.id, message: CONTACT_SENT_MESSAGE });
  });
  return router;
}
