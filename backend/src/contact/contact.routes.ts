import { Router } from 'express';
import { contextOf } from '../context/request-context.js';
import { CONTACT_SENT_MESSAGE } from './contact.service.js';

/** POST /api/contact. */
export function contactRoutes(): Router {
  const router = Router();
  router.post('/contact', async (req, res) => {
    const contact = await contextOf(req).services.contact.send(req.body);
    res.status(201).json({ success: true, id: contact.id, message: CONTACT_SENT_MESSAGE });
  });
  return router;
}
