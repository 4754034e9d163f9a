import { Router } from 'express';
import { contextOf } from '../context/request-context.js';
import { DomainError } from '../errors/domain-error.js';
import { answerFailure } from '../errors/failure-answer.js';
import { presentShareLink, presentSharedPlan } from './share-link.presenter.js';

/** REST wrappers for share links; docs/api.md describes the answers. */
export function shareLinkRoutes(): Router {
  const router = Router();

  router.post('/properties/:id/share', async (req, res) => {
    const link = await contextOf(req).services.sharing.create(req.params.id);
    res.status(link.created ? 201 : 200).json(presentShareLink(link));
  });

  router.delete('/share/:token', async (req, res) => {
    await contextOf(req).services.sharing.revoke(req.params.token);
    res.status(204).end();
  });

  // Public: no session needed, never indexed. Like every API answer it is not cached, so a link
  // turned off stops working at once. Failures keep this endpoint's `{ success: false, message }` shape.
  router.get('/plan/:token', async (req, res, next) => {
    res.set('X-Robots-Tag', 'noindex');
    try {
      const shared = await contextOf(req).services.sharing.open(req.params.token);
      res.json({ success: true, data: presentSharedPlan(shared) });
    } catch (error) {
      if (!(error instanceof DomainError)) return next(error);
      answerFailure(res, error);
    }
  });

  return router;
}
